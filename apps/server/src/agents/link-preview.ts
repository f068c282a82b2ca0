import type { Kysely } from 'kysely';
import { formatRupees, paiseToRupees } from '@haat/contracts';
import type { Database } from '../db/schema.ts';
import { previewImagePath } from '../media/image-path.ts';
import { previewJpegSize } from '../media/image-processing.ts';

/**
 * Link previews: a product link pasted into WhatsApp or any chat shows the product. Chat apps
 * read the page's `<title>`, description and Open Graph / Twitter tags without running
 * JavaScript, so the server fills them into the app's `index.html` for product pages.
 */

export interface PreviewProduct {
  name: string;
  description: string;
  pricePaise: number;
  /** The first image: its id and the large variant's size (at most 1600 px wide). */
  image: { id: string; width: number; height: number } | null;
}

/** An enabled product's preview facts, or undefined (unknown or deleted: the plain page). */
export async function findPreviewProduct(
  db: Kysely<Database>,
  id: string,
): Promise<PreviewProduct | undefined> {
  const row = await db
    .selectFrom('products')
    .leftJoin('product_images', (join) =>
      join
        .onRef('product_images.product_id', '=', 'products.id')
        .on('product_images.position', '=', 0),
    )
    .leftJoin('images', 'images.id', 'product_images.image_id')
    .select([
      'products.name',
      'products.description',
      'products.price_paise',
      'images.id as image_id',
      'images.width',
      'images.height',
    ])
    .where('products.id', '=', id)
    .where('products.disabled', '=', 0)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name,
    description: row.description,
    pricePaise: Number(row.price_paise),
    image:
      row.image_id && row.width && row.height
        ? { id: row.image_id, width: row.width, height: row.height }
        : null,
  };
}

/**
 * The first picture's id and size of product `id`, for a preview made from the product a
 * rendered page read (its name, price and description are the page's own).
 */
export async function findPreviewImage(
  db: Kysely<Database>,
  id: string,
): Promise<PreviewProduct['image']> {
  const row = await db
    .selectFrom('product_images')
    .innerJoin('images', 'images.id', 'product_images.image_id')
    .select(['images.id', 'images.width', 'images.height'])
    .where('product_images.product_id', '=', id)
    .where('product_images.position', '=', 0)
    .executeTakeFirst();
  return row?.width && row.height ? { id: row.id, width: row.width, height: row.height } : null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const DESCRIPTION_MAX = 200;

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The preview of a product as a page's head carries it: its `<title>` and its meta tags. */
export interface PreviewHead {
  /** The `<title>` element. */
  title: string;
  /** The description, Open Graph and Twitter `<meta>` elements, in order. */
  metas: string[];
}

/**
 * The product's title, description and Open Graph / Twitter tags, escaped. `pageUrl` is the
 * absolute address of the page asked for (a shared link keeps its agent).
 */
export function previewHead(
  product: PreviewProduct,
  pageUrl: string,
  publicUrl: string,
): PreviewHead {
  const price = formatRupees(paiseToRupees(product.pricePaise));
  const title = `${product.name} – ${price} | Haat`;
  const description = shorten(
    product.description
      ? `${price} · ${product.description}`
      : `${price} at Haat, cash on delivery.`,
    DESCRIPTION_MAX,
  );
  const tags: [attribute: 'name' | 'property', key: string, value: string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'product'],
    ['property', 'og:site_name', 'Haat'],
    ['property', 'og:title', `${product.name} – ${price}`],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['property', 'product:price:amount', (product.pricePaise / 100).toFixed(2)],
    ['property', 'product:price:currency', 'INR'],
    ['name', 'twitter:card', product.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', `${product.name} – ${price}`],
    ['name', 'twitter:description', description],
  ];
  if (product.image) {
    // A JPEG, which every chat app shows (docs/decisions/141-link-preview-jpeg.md).
    const imageUrl = `${publicUrl}${previewImagePath(product.image.id)}`;
    const size = previewJpegSize(product.image.width, product.image.height);
    tags.push(
      ['property', 'og:image', imageUrl],
      ['property', 'og:image:type', 'image/jpeg'],
      ['property', 'og:image:width', String(size.width)],
      ['property', 'og:image:height', String(size.height)],
      ['property', 'og:image:alt', product.name],
      ['name', 'twitter:image', imageUrl],
    );
  }
  return {
    title: `<title>${escapeHtml(title)}</title>`,
    metas: tags.map(
      ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
    ),
  };
}

/** index.html's own description, which a preview's takes the place of. */
export const DESCRIPTION_META = /<meta\s+name="description"[^>]*>\s*/i;

/**
 * `indexHtml` with the product's title, description and Open Graph / Twitter tags. `pageUrl`
 * is the absolute address of the page asked for (a shared link keeps its agent).
 */
export function renderPreview(
  indexHtml: string,
  product: PreviewProduct,
  pageUrl: string,
  publicUrl: string,
): string {
  const head = previewHead(product, pageUrl, publicUrl);
  return indexHtml
    .replace(DESCRIPTION_META, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => head.title)
    .replace(/<\/head>/i, () => `  ${head.metas.join('\n    ')}\n  </head>`);
}
