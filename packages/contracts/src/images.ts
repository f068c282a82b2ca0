/*
 * Image addresses, kept apart from the zod schemas so that a screen showing pictures does not
 * load the validation library.
 */

/** The 400 px variant of an image address, for srcset and thumbnails. */
export function smallImageUrl(url: string): string {
  return url.replace(/\.webp$/, '-400.webp');
}
