// Request validation with TypeBox's compiler instead of Ajv. Query strings are
// text, so they are converted (page=2 -> 2, pagination=false -> false) and get
// their defaults; JSON bodies are checked as sent: a number where a string is
// expected is a 400, never silently turned into "123".
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = Compile(schema);
  const coerce = httpPart !== 'body';
  return (input: unknown) => {
    const value = coerce ? Value.Default(schema, Value.Convert(schema, input)) : input;
    if (checker.Check(value)) return { value };
    return { error: readableErrors(schema, checker.Errors(value)) };
  };
};

interface RawError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/** The sub-schema a JSON pointer like "#/allOf/1/properties/start" points at. */
function schemaAt(root: unknown, pointer: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const key of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node !== null && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}

/**
 * The allowed values when the failing schema is a union of constants (read
 * from the schema: the error list is capped and may not hold every branch).
 */
function unionConstants(root: unknown, schemaPath: string): unknown[] | undefined {
  const unionPath = schemaPath.replace(/\/anyOf\/\d+$/, '');
  const branches = schemaAt(root, unionPath)?.anyOf;
  if (!Array.isArray(branches) || branches.length === 0) return undefined;
  if (!branches.every((b) => b !== null && typeof b === 'object' && 'const' in b)) return undefined;
  return branches.map((b) => (b as { const: unknown }).const);
}

/**
 * One message per field, written for the person reading the 400: a missing
 * property is named, a failed union of constants lists the allowed values, a
 * pattern is explained by the schema's description, an unknown key is named.
 */
export function readableErrors(schema: TSchema, errors: readonly RawError[]): FastifySchemaValidationError[] {
  const byField = new Map<string, RawError[]>();
  const out: FastifySchemaValidationError[] = [];
  for (const e of errors) {
    if (e.keyword === 'required') {
      for (const prop of (e.params.requiredProperties as string[] | undefined) ?? []) {
        out.push({
          keyword: 'required',
          instancePath: `${e.instancePath}/${prop}`,
          schemaPath: e.schemaPath,
          params: e.params,
          message: 'is required',
        });
      }
      continue;
    }
    // Each unknown key is reported on its own (below); the summary of all of them adds nothing.
    if (e.keyword === 'additionalProperties') continue;
    const list = byField.get(e.instancePath) ?? [];
    list.push(e);
    byField.set(e.instancePath, list);
  }
  for (const [instancePath, list] of byField) {
    const first = list.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'const') ?? list[0]!;
    let message = first.message;
    const allowed =
      first.keyword === 'const' || first.keyword === 'anyOf' ? unionConstants(schema, first.schemaPath) : undefined;
    if (allowed) message = `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
    else if (first.schemaPath.endsWith('/additionalProperties'))
      // Strict on purpose: a misspelt filter (variants=3) must not quietly answer for everything.
      message = 'is not a parameter of this request';
    else if (first.keyword === 'pattern') {
      const description = schemaAt(schema, first.schemaPath)?.description;
      if (typeof description === 'string') message = `must be ${description}`;
    }
    out.push({ keyword: first.keyword, instancePath, schemaPath: first.schemaPath, params: first.params, message });
  }
  return out;
}
