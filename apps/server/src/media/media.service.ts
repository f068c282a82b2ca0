import type { Db } from '../db/connect.ts';
import { NotFound } from '../errors.ts';
import { imagePath } from './image-path.ts';
import type { ProcessedImage } from './image-processing.ts';
import { findImageData, storeImage } from './media.queries.ts';

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
  if (!data) throw new NotFound('Image not found.');
  return data;
}
