/** The address an image is served at; what the API hands out for product and category images. */
export function imagePath(id: string, variant: 'large' | 'small' = 'large'): string {
  return `/images/${id}${variant === 'small' ? '-400' : ''}.webp`;
}

/** The link preview's JPEG of an image (og:image), made once when first asked for. */
export function previewImagePath(id: string): string {
  return `/images/${id}.jpg`;
}
