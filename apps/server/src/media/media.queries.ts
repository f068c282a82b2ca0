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
