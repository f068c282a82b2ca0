import { describe, expect, it } from 'vitest';
import { ROUTE_DATA_PRELOADS } from '@haat/contracts';
import { catalogPaths } from './catalog-api';

describe('catalogue calls', () => {
  it("ask for home's first data at exactly the addresses the server preloads", () => {
    const homeFirst = [
      catalogPaths.specialCard(),
      catalogPaths.products({}, 1),
      catalogPaths.categories(),
    ].map((path) => `/api${path}`);
    expect(homeFirst).toEqual(ROUTE_DATA_PRELOADS.home);
  });
});
