/*
 * Image addresses, kept apart from the zod schemas so that a screen showing pictures does not
 * load the validation library.
 */

/** The 400 px variant of an image address, for srcset and thumbnails. */
export function smallImageUrl(url: string): string {
  return url.replace(/\.webp$/, '-400.webp');
}

/** A product picture's `srcset`: the 400 px variant and the large one (at most 1600 px). */
export function productImageSrcSet(url: string): string {
  return `${smallImageUrl(url)} 400w, ${url} 1600w`;
}

/** How wide a Special pick's picture shows (`sizes`): most of two cards on a phone, five wide. */
export const SPECIAL_PICKS_IMAGE_SIZES =
  '(min-width: 1280px) 230px, (min-width: 1024px) 20vw, (min-width: 640px) 30vw, 44vw';

/** The Special picks whose pictures are on a phone's first screen, fetched before the rest. */
export const SPECIAL_PICKS_FIRST_SCREEN = 2;
