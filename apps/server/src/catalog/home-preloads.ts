import { productImageSrcSet, SPECIAL_PICKS_IMAGE_SIZES } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { PagePreload } from '../http/web-app.ts';
import type { CategoryDirectory } from './category-directory.ts';
import { specialPicksFirst } from './special-card.service.ts';

/**
 * Home's preloads that depend on the special card of the moment: its products' call and the
 * pictures of the first of them, as the page's `<img>`s ask for them.
 */
export function homePreloads(db: Db, directory: CategoryDirectory): () => Promise<PagePreload[]> {
  return async () => {
    const first = await specialPicksFirst(db, directory);
    if (!first) return [];
    return [
      { as: 'fetch', href: first.path },
      ...first.pictures.map((src): PagePreload => ({
        as: 'image',
        href: src,
        srcset: productImageSrcSet(src),
        sizes: SPECIAL_PICKS_IMAGE_SIZES,
      })),
    ];
  };
}
