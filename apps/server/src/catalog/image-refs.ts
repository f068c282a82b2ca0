import type { DbExecutor } from '../db/connect.ts';
import { BadInput } from '../errors.ts';
import { selectStoredImageIds } from '../media/media.queries.ts';

const IMAGE_ADDRESS = /^\/images\/([0-9a-f]{32})\.webp$/;

/** The image id in an address `/images/<id>.webp` that POST /upload handed out. */
export function imageIdOf(address: string): string {
  const id = IMAGE_ADDRESS.exec(address)?.[1];
  // The contracts' imageUrlSchema has already checked the shape.
  if (!id) throw new BadInput(/*i18n*/ 'Not an image address.');
  return id;
}

/**
 * Throws BadInput (on `field`) unless every image was uploaded: an address may look right
 * and still name nothing, or an image from another shop.
 */
export async function assertImagesExist(
  db: DbExecutor,
  ids: readonly string[],
  field: string,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await selectStoredImageIds(db, wanted);
  if (found.length === wanted.length) return;
  const message =
    wanted.length === 1
      ? 'The image was not found. Please upload it again.'
      : 'Some images were not found. Please upload them again.';
  throw new BadInput(message, { [field]: message });
}
