import type { DbExecutor } from '../db/connect.ts';
import type { ProcessedImage } from './image-processing.ts';

/**
 * Stores a processed image and returns its id. Idempotent: the id is the content hash, so the
 * same picture uploaded twice is stored once. Takes the database or a transaction.
 */
export async function storeImage(db: DbExecutor, image: ProcessedImage): Promise<string> {
  await db
    .insertInto('images')
    .values({
      id: image.id,
      mime: 'image/webp',
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      data: image.data,
      data_small: image.dataSmall,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return image.id;
}

/** Which of these image ids are stored. */
export async function selectStoredImageIds(
  db: DbExecutor,
  ids: readonly string[],
): Promise<string[]> {
  const rows = await db.selectFrom('images').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

/** The WebP bytes of one variant, or undefined for an unknown id. */
export async function findImageData(
  db: DbExecutor,
  id: string,
  variant: 'large' | 'small',
): Promise<Buffer | undefined> {
  const column = variant === 'large' ? 'data' : 'data_small';
  const row = await db
    .selectFrom('images')
    .select(`${column} as data`)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.data;
}

/** The large WebP with its size and the preview JPEG if made yet, or undefined for an unknown id. */
export function findPreviewSource(db: DbExecutor, id: string) {
  return db
    .selectFrom('images')
    .select(['data', 'width', 'height', 'data_jpeg'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Keeps the preview JPEG; the first one written stays (two first requests make the same). */
export async function storePreviewJpeg(db: DbExecutor, id: string, jpeg: Buffer): Promise<void> {
  await db
    .updateTable('images')
    .set({ data_jpeg: jpeg })
    .where('id', '=', id)
    .where('data_jpeg', 'is', null)
    .execute();
}

/**
 * Stores processed images, a few a statement (each carries two pictures' bytes); one already
 * stored is left as it is.
 */
export async function storeImages(
  db: DbExecutor,
  images: readonly ProcessedImage[],
): Promise<void> {
  for (let at = 0; at < images.length; at += 50) {
    await db
      .insertInto('images')
      .values(
        images.slice(at, at + 50).map((image) => ({
          id: image.id,
          mime: 'image/webp' as const,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
          data: image.data,
          data_small: image.dataSmall,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}
