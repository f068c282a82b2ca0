import type { EventBus } from '../events/event-bus.ts';
import type { CategoryDirectory } from './category-directory.ts';
import type { ResponseCache } from './response-cache.ts';
import type { SearchIndexUpkeep } from './search-index-upkeep.ts';
import type { TrigramCounts } from './trigram-counts.ts';

/**
 * The catalogue's caches forget what a committed change made stale, before the request that
 * made it is answered, and in every other server process too when Redis carries the events
 * (docs/architecture.md, "Event bus"). An order that takes stock or gives it back announces the
 * products it changed, so it empties the answers too. Nothing of the event travels: emptying
 * needs no detail.
 */
export function subscribeCatalogueCaches(
  events: EventBus,
  {
    answers,
    directory,
    trigrams,
  }: { answers: ResponseCache; directory: CategoryDirectory; trigrams?: TrigramCounts | null },
): void {
  const nothing = () => null;
  events.everyProcess('product.changed', 'catalogue answers', nothing, () => answers.clear());
  // A trigram count only chooses how a phrase is read, but a stale low one could make a
  // search check many candidates: a new name or category counts again. An order's stock is no
  // name: the counts stay, or a shop taking orders would count all day.
  if (trigrams) {
    events.everyProcess(
      'product.changed',
      'search trigram counts',
      (event) => event.stockOnly === true,
      (stockOnly) => {
        if (!stockOnly) trigrams.forget();
      },
    );
    events.everyProcess('category.changed', 'search trigram counts', nothing, () =>
      trigrams.forget(),
    );
  }
  events.everyProcess('specialCard.changed', 'catalogue answers', nothing, () => answers.clear());
  events.everyProcess('category.changed', 'category directory', nothing, () => {
    directory.invalidate();
    // Answers carry category names and list products by category.
    answers.clear();
  });
}

/**
 * A change to a product's or a category's name adds a segment to SQLite's search index: it is
 * merged back into one soon after (search-index-upkeep.ts). Only this process wrote it.
 */
export function subscribeSearchIndexUpkeep(events: EventBus, upkeep: SearchIndexUpkeep): void {
  events.afterCommit('product.changed', () => upkeep.schedule());
  events.afterCommit('category.changed', () => upkeep.schedule());
}
