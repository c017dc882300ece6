// Reads the multipart form of POST /api/scan/report: the text fields checked
// against the contract's ReportFields, and at most one file `photo`, checked
// for size while it streams in and for type by its bytes. Whatever the body
// is (no boundary, cut off, a field twice, text the database cannot store),
// the answer is a 4xx with a message: the body is the client's doing.
import { ReportFields, type FieldError } from '@qrguard/shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { sniffPhotoType, type PhotoType } from '../../domain/photo';
import { badRequest, HttpError } from '../../http/errors';
import { readableErrors } from '../../http/validation';
import { unstorableText } from '../ingest/safe-text';

export interface ReportForm {
  fields: ReportFields;
  photo: { bytes: Buffer; type: PhotoType } | null;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Limits of the form: the contract's fields are 6, the longest (description) 2,000 characters. */
const LIMITS = { files: 1, fields: 12, fieldSize: 16 * 1024, parts: 14, fieldNameSize: 100 };

/**
 * What is wrong with a field's text, or null. Multipart text arrives as bytes:
 * invalid UTF-8 (a lone surrogate included) is decoded to U+FFFD, so that
 * character stands for text that was not valid Unicode when it was sent.
 */
function fieldTextProblem(value: string): string | null {
  if (value.includes('\uFFFD')) return 'must be valid UTF-8 text';
  return unstorableText(value);
}

/** A field name fit to be quoted in a message. */
const printable = (name: string) => name.replace(/[^\x20-\x7e]/g, '?').slice(0, 100);

function fail(status: number, field: string, message: string): HttpError {
  const details: FieldError[] = [{ field, message }];
  return new HttpError(status, `${field} ${message}`, details);
}

export async function readReportForm(req: FastifyRequest, maxPhotoBytes: number): Promise<ReportForm> {
  if (!req.isMultipart())
    throw new HttpError(415, 'Send the report as multipart/form-data (fields and an optional file "photo").');
  // No prototype: a field named like an Object property is just an unknown field.
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  let photo: ReportForm['photo'] = null;
  try {
    for await (const part of req.parts({ limits: { ...LIMITS, fileSize: maxPhotoBytes } })) {
      const name = part.fieldname;
      if (typeof name !== 'string' || name === '')
        throw new HttpError(
          400,
          'Every part of the report must have a name (Content-Disposition: form-data; name="...").',
        );
      const field = `body/${printable(name)}`;
      if (part.type === 'file') {
        if (name !== 'photo') throw fail(400, field, 'is not a known file field; send the photo as "photo"');
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue; // an empty file input: no photo chosen
        // The type is what the bytes are, never the name or the declared content type.
        const type = sniffPhotoType(bytes);
        if (!type) throw fail(415, 'body/photo', 'must be a JPEG or PNG image');
        photo = { bytes, type };
      } else {
        if (part.valueTruncated) throw fail(413, field, `is too long (at most ${LIMITS.fieldSize} bytes)`);
        // A second value would silently replace the first: which one the client meant is unknown.
        if (name in raw) throw fail(400, field, 'was given more than once');
        const value = String(part.value);
        const problem = fieldTextProblem(value);
        if (problem) throw fail(400, field, problem);
        raw[name] = value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail(413, 'body/photo', `must be at most ${megabytes(maxPhotoBytes)}`);
    if (code === 'FST_FILES_LIMIT') throw fail(413, 'body/photo', 'must be a single file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'The report has too many fields.');
    if (code === 'FST_PROTO_VIOLATION')
      throw new HttpError(400, 'A field of the report has a name that is not allowed.');
    // Anything else the parser raises (no boundary, a body cut off, a malformed part header) is the body's fault.
    const reason = err instanceof Error ? err.message : String(err);
    throw new HttpError(400, `The report is not a well-formed multipart/form-data body: ${reason}.`);
  }
  // Empty text fields count as not sent (a form posts every input).
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v.trim() !== '')) as Record<string, string>;
  const fields = Value.Convert(ReportFields, present) as Record<string, unknown>;
  if (!Value.Check(ReportFields, fields)) {
    const details = readableErrors(ReportFields, [...Value.Errors(ReportFields, fields)]).map((e) => ({
      field: `body${e.instancePath}`,
      message: e.message ?? 'is invalid',
    }));
    throw badRequest(details.map((d) => `${d.field} ${d.message}`).join('; '), details);
  }
  const unknown = Object.keys(present).filter((k) => !Object.hasOwn(ReportFields.properties, k));
  if (unknown.length > 0) throw fail(400, `body/${printable(unknown[0]!)}`, 'is not a field of a report');
  return { fields: fields as ReportFields, photo };
}
