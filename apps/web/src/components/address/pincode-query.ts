import { queryOptions } from '@tanstack/react-query';
import { callQuery } from '../../lib/api-query';

/**
 * City and state of a 6-digit pincode, from India Post's data, and whether cash on delivery
 * goes there; 404 for an unknown one.
 */
export const pincodePlaceQuery = (pincode: string) =>
  queryOptions({
    ...callQuery('pincode.lookUp', { params: { pincode } }),
    // As long as the server lets it be cached (docs/decisions/212-pincode-answer-cached-five-minutes.md).
    staleTime: 5 * 60_000,
  });
