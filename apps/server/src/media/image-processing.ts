import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { UPLOAD_LIMITS } from '@haat/contracts';
import { HttpError } from '../errors.ts';

/** An upload that is not an acceptable image: 415 wrong type, 413 too large, 400 unreadable. */
export class ImageRejected extends HttpError {
  constructor(
    override readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(status, message);
    this.name = 'ImageRejected';
  }
}

/** An image ready for `storeImage`: two WebP variants keyed by the large one's content hash. */
export interface ProcessedImage {
  /** First 32 hex digits of the sha256 of `data`. */
  id: string;
  /** WebP, at most 1600 px wide. */
  data: Buffer;
  width: number;
  height: number;
  /** WebP, at most 400 px wide. */
  dataSmall: Buffer;
}

/** Tall images are bounded too, at three times the width limit, well inside WebP's 16383 px. */
const LARGE = { width: UPLOAD_LIMITS.largeWidth, height: UPLOAD_LIMITS.largeWidth * 3 };
const SMALL = { width: UPLOAD_LIMITS.smallWidth, height: UPLOAD_LIMITS.smallWidth * 3 };

const ACCEPTED = 'Only JPEG, PNG, WebP or AVIF images can be uploaded.';

/**
 * Checks that `input` is a JPEG, PNG, WebP or AVIF image of at most 40 megapixels and
 * re-encodes it to WebP without metadata (EXIF orientation applied first), at most 1600 px
 * wide plus a 400 px variant, never enlarged. The type comes from the bytes, never a name.
 * Throws `ImageRejected`.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new ImageRejected(400, 'The file is empty.');
  if (input.length > UPLOAD_LIMITS.maxFileBytes) {
    const mb = UPLOAD_LIMITS.maxFileBytes / (1024 * 1024);
    throw new ImageRejected(413, `Images can be at most ${mb} MB.`);
  }
  // The signature is checked before any decoder sees the bytes, so SVG (XML) and other
  // formats never reach a parser.
  if (!hasAcceptedSignature(input)) throw new ImageRejected(415, ACCEPTED);

  // The header alone gives format and dimensions; nothing is decoded yet.
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(400, 'The file could not be read as an image.');
  }
  const isAvif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!['jpeg', 'png', 'webp'].includes(metadata.format) && !isAvif) {
    throw new ImageRejected(415, ACCEPTED);
  }
  if (metadata.width * metadata.height > UPLOAD_LIMITS.maxPixels) {
    throw new ImageRejected(
      413,
      `Images can be at most ${UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels.`,
    );
  }

  try {
    // limitInputPixels again, in case the decoder disagrees with the header.
    const large = await sharp(input, {
      limitInputPixels: UPLOAD_LIMITS.maxPixels,
      failOn: 'truncated',
    })
      .rotate()
      .resize({ ...LARGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const dataSmall = await sharp(large.data)
      .resize({ ...SMALL, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      id: crypto.createHash('sha256').update(large.data).digest('hex').slice(0, 32),
      data: large.data,
      width: large.info.width,
      height: large.info.height,
      dataSmall,
    };
  } catch {
    throw new ImageRejected(400, 'The file could not be read as an image.');
  }
}

/**
 * Link previews' JPEG (docs/decisions/141-link-preview-jpeg.md): at most 1200 px wide, the
 * width chat apps ask for, and small enough for the ones that refuse large pictures.
 */
const PREVIEW_WIDTH = 1200;

/** The preview JPEG's size for a large variant of `width` × `height`: what `previewJpeg` makes. */
export function previewJpegSize(width: number, height: number): { width: number; height: number } {
  if (width <= PREVIEW_WIDTH) return { width, height };
  return {
    width: PREVIEW_WIDTH,
    height: Math.max(1, Math.round((height * PREVIEW_WIDTH) / width)),
  };
}

/**
 * The link preview's JPEG of a stored image, from its large WebP: exactly `previewJpegSize`,
 * on white (JPEG has no transparency), without metadata.
 */
export async function previewJpeg(webp: Buffer, width: number, height: number): Promise<Buffer> {
  const size = previewJpegSize(width, height);
  return sharp(webp)
    .resize({ ...size, fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/** JPEG, PNG, WebP (RIFF…WEBP) or AVIF (an ISO-BMFF `ftyp` box naming the avif brands). */
function hasAcceptedSignature(bytes: Buffer): boolean {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    isAvifFileType(bytes)
  );
}

/** The major brand (offset 8) or a compatible brand (offset 16 on) is avif or avis. */
function isAvifFileType(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  for (let offset = 8; offset + 4 <= boxEnd; offset += offset === 8 ? 8 : 4) {
    const brand = bytes.toString('latin1', offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}
