import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api-query';

/** The Admin's dashboard (docs/product.md, "Admin: dashboard"): one answer per period. */
export const statsQueries = {
  admin: (period: { from: string; to: string }) =>
    queryOptions({
      ...callQuery('stats.admin.get', { query: { from: period.from, to: period.to } }),
      // The figures of the last period stay in view while the next period's load.
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
};
