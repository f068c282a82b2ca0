import type { EventBus } from '../events/event-bus.ts';
import type { CategoryDirectory } from './category-directory.ts';
import type { ResponseCache } from './response-cache.ts';

/**
 * The catalogue's caches forget what a committed change made stale, before the request that
 * made it is answered (docs/architecture.md, "Event bus"). An order that takes stock or
 * gives it back announces the products it changed, so it empties the answers too.
 */
export function subscribeCatalogueCaches(
  events: EventBus,
  { answers, directory }: { answers: ResponseCache; directory: CategoryDirectory },
): void {
  events.afterCommit('product.changed', () => answers.clear());
  events.afterCommit('specialCard.changed', () => answers.clear());
  events.afterCommit('category.changed', () => {
    directory.invalidate();
    // Answers carry category names and list products by category.
    answers.clear();
  });
}
