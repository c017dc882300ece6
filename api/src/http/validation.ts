// Request validation with TypeBox's compiler instead of Ajv. Query strings are
// text, so they are converted (page=2 -> 2, pagination=false -> false) and get
// their defaults; JSON bodies are checked as sent: a number where a string is
// expected is a 400, never silently turned into "123".
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { DATE_RANGE_KEYWORD, dateRangeErrors, type DateRangeRule } from '@qrguard/shared-api/contract';

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = Compile(schema);
  const coerce = httpPart !== 'body';
  const range = (schema as Record<string, unknown>)[DATE_RANGE_KEYWORD] as DateRangeRule | undefined;
  // Most requests send no query at all (every scan, every POST): the converted, defaulted and checked
  // empty query is worked out once here, since Value.Convert and Value.Default walk the schema each call.
  const empty = coerce ? Value.Default(schema, Value.Convert(schema, {})) : undefined;
  const emptyIsValid = coerce && checker.Check(empty);
  return (input: unknown) => {
    if (emptyIsValid && isEmptyObject(input)) return { value: { ...(empty as object) } };
    const value = coerce ? Value.Default(schema, Value.Convert(schema, input)) : input;
    if (!checker.Check(value)) return { error: readableErrors(schema, checker.Errors(value)) };
    const unsafe = unsafeText(value);
    if (unsafe) return { error: [unsafe] };
    if (range) {
      const errors = dateRangeErrors(range, value as Record<string, unknown>, '');
      if (errors.length > 0)
        return {
          error: errors.map((e) => ({
            keyword: 'x-date-range',
            instancePath: e.field,
            schemaPath: '#',
            params: {},
            message: e.message,
          })),
        };
    }
    return { value };
  };
};

const isEmptyObject = (input: unknown): boolean => {
  if (input === null || typeof input !== 'object') return false;
  for (const _ in input) return false;
  return true;
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first string (value or key) holding a NUL character or an unpaired
 * surrogate, as a validation error. Such text is no one's real input: NUL
 * cannot be stored in a PostgreSQL text column and a lone surrogate cannot be
 * encoded as UTF-8, so either would fail deep in the database instead of here.
 */
export function unsafeText(input: unknown): FastifySchemaValidationError | undefined {
  const bad = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);
  const error = (instancePath: string, message: string): FastifySchemaValidationError => ({
    keyword: 'text',
    instancePath,
    schemaPath: '#',
    params: {},
    message,
  });
  // A walk with its own stack, not recursion: the schema has checked the shape, but a query string or a
  // schema with open objects could still nest deeply, and no input may exhaust the call stack.
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (bad(value)) return error(path, 'must not contain NUL characters or unpaired UTF-16 surrogates');
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (bad(key)) return error(path, 'has a key with a NUL character or an unpaired surrogate');
        stack.push([child, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
      }
    }
  }
  return undefined;
}

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
    else if (first.keyword === 'pattern' || first.keyword === 'format') {
      const description = schemaAt(schema, first.schemaPath)?.description;
      if (typeof description === 'string') message = `must be ${description}`;
    }
    out.push({ keyword: first.keyword, instancePath, schemaPath: first.schemaPath, params: first.params, message });
  }
  return out;
}
