import type { FastifyRequest } from 'fastify';
import { BadInput, HttpError, PayloadTooLarge, UnsupportedMediaType } from '../errors.ts';

/**
 * The one CSV file of a multipart import under `field` (the COD pincode list, the courier's
 * remittance file), at most `maxBytes`. Whatever the multipart parser cannot read is a 400 in
 * the shop's words, never a 500 (docs/decisions/133-malformed-requests-in-the-shop-shape.md).
 * The route's plugin registers @fastify/multipart with a file-size limit above `maxBytes`.
 */
export async function readCsvUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  const sendAs = `Send the CSV file as multipart/form-data under '${field}'.`;
  if (!request.isMultipart()) throw new UnsupportedMediaType(sendAs);
  let csv: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        throw new BadInput(sendAs, {
          [part.fieldname]: `Not a field of the import; use '${field}'.`,
        });
      }
      csv = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw new BadInput(`The upload could not be read. ${sendAs}`);
  }
  if (!csv) {
    const message = `Choose the CSV file to import under '${field}'.`;
    throw new BadInput(message, { [field]: message });
  }
  if (csv.length > maxBytes) throw tooLarge(maxBytes);
  return csv;
}

function tooLarge(maxBytes: number): PayloadTooLarge {
  return new PayloadTooLarge(`The CSV file can be at most ${maxBytes / (1024 * 1024)} MB.`);
}
