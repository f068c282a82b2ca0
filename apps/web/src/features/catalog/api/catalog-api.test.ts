import { describe, expect, it, vi } from 'vitest';
import { ROUTE_DATA_PRELOADS } from '@haat/contracts';
import { makeQueryClient } from '../../../lib/react-query';
import { fakeApi } from '../../../testing/fake-api';
import { catalogQueries } from './catalog-api';

describe('catalogue calls', () => {
  it("ask for home's first data at exactly the addresses the server preloads, with no extra headers", async () => {
    const { calls } = fakeApi({
      'GET /api/get-card-details': () => ({}),
      'GET /api/all-products': () => ({ result: [], hasMore: false }),
      'GET /api/todos': () => [],
    });
    const client = makeQueryClient({ navigate: vi.fn(), retry: false });

    await client.fetchQuery(catalogQueries.specialCard());
    await client.fetchInfiniteQuery(catalogQueries.products({}));
    await client.fetchQuery(catalogQueries.categories());

    const asked = calls.map(({ path, params }) => `${path}${params.size ? `?${params}` : ''}`);
    expect(asked).toEqual(ROUTE_DATA_PRELOADS.home);
    expect(calls.map(({ headers }) => [...headers.keys()])).toEqual([[], [], []]);
  });
});
