// Reads the multipart form of POST /api/scan/report: the text fields checked
// against the contract's ReportFields, and at most one file `photo`, checked
// for size while it streams in and for type by its bytes.
import { ReportFields, type FieldError } from '@qrguard/shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { sniffPhotoType, type PhotoType } from '../../domain/photo';
import { badRequest, HttpError } from '../../http/errors';
import { readableErrors } from '../../http/validation';

export interface ReportForm {
  fields: ReportFields;
  photo: { bytes: Buffer; type: PhotoType } | null;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function fail(status: number, field: string, message: string): HttpError {
  const details: FieldError[] = [{ field, message }];
  return new HttpError(status, `${field} ${message}`, details);
}

export async function readReportForm(req: FastifyRequest, maxPhotoBytes: number): Promise<ReportForm> {
  if (!req.isMultipart())
    throw new HttpError(415, 'Send the report as multipart/form-data (fields and an optional file "photo").');
  const raw: Record<string, string> = {};
  let photo: ReportForm['photo'] = null;
  try {
    for await (const part of req.parts({
      limits: { fileSize: maxPhotoBytes, files: 1, fields: 12, fieldSize: 16 * 1024, parts: 14 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo')
          throw fail(400, `body/${part.fieldname}`, 'is not a known file field; send the photo as "photo"');
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue; // an empty file input: no photo chosen
        const type = sniffPhotoType(bytes);
        if (!type) throw fail(400, 'body/photo', 'must be a JPEG, PNG or WebP image');
        photo = { bytes, type };
      } else {
        if (part.valueTruncated) throw fail(400, `body/${part.fieldname}`, 'is too long');
        raw[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail(413, 'body/photo', `must be at most ${megabytes(maxPhotoBytes)}`);
    if (code === 'FST_FILES_LIMIT') throw fail(413, 'body/photo', 'must be a single file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'The report has too many fields.');
    throw err;
  }
  // Empty text fields count as not sent (a form posts every input).
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v.trim() !== ''));
  const fields = Value.Convert(ReportFields, present) as Record<string, unknown>;
  if (!Value.Check(ReportFields, fields)) {
    const details = readableErrors(ReportFields, [...Value.Errors(ReportFields, fields)]).map((e) => ({
      field: `body${e.instancePath}`,
      message: e.message ?? 'is invalid',
    }));
    throw badRequest(details.map((d) => `${d.field} ${d.message}`).join('; '), details);
  }
  const unknown = Object.keys(present).filter((k) => !(k in ReportFields.properties));
  if (unknown.length > 0) throw fail(400, `body/${unknown[0]}`, 'is not a field of a report');
  return { fields: fields as ReportFields, photo };
}
