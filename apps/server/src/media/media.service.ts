import type { Db } from '../db/connect.ts';
import { NotFound } from '../errors.ts';
import { imagePath } from './image-path.ts';
import { previewJpeg } from './image-processing.ts';
import type { ProcessedImage } from './image-processing.ts';
import { findImageData, findPreviewSource, storeImage, storePreviewJpeg } from './media.queries.ts';

/**
 * Stores checked and re-encoded images in one transaction (all or none) and answers their
 * addresses in the order given.
 */
export async function storeImages(db: Db, images: readonly ProcessedImage[]): Promise<string[]> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const image of images) await storeImage(trx, image);
  });
  return images.map((image) => imagePath(image.id));
}

/** The WebP bytes of one variant of an image, or 404. */
export async function imageData(db: Db, id: string, variant: 'large' | 'small'): Promise<Buffer> {
  const data = await findImageData(db.kysely, id, variant);
  if (!data) throw new NotFound(/*i18n*/ 'Image not found.');
  return data;
}

/**
 * The link preview's JPEG of an image, or 404: made by sharp from the large WebP the first time
 * it is asked for and kept in the database, so each image is encoded once.
 */
export async function previewJpegData(db: Db, id: string): Promise<Buffer> {
  const row = await findPreviewSource(db.kysely, id);
  if (!row) throw new NotFound(/*i18n*/ 'Image not found.');
  if (row.data_jpeg) return row.data_jpeg;
  const jpeg = await previewJpeg(row.data, row.width, row.height);
  await storePreviewJpeg(db.kysely, id, jpeg);
  return jpeg;
}
