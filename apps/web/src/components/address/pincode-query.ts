import { queryOptions } from '@tanstack/react-query';
import { callQuery } from '../../lib/api-query';

/** City and state of a 6-digit pincode, from India Post's data; 404 for an unknown one. */
export const pincodePlaceQuery = (pincode: string) =>
  queryOptions({
    ...callQuery('pincode.lookUp', { params: { pincode } }),
    // A pincode's place does not change while someone types an address.
    staleTime: Infinity,
  });
