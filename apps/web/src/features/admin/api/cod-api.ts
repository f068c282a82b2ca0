import { COD_IMPORT_FIELD } from '@haat/contracts';
import { callMutation, callQuery } from '../../../lib/api-query';

const SUMMARY = 'cod.pincodes.summary';

/** Where cash on delivery can go (docs/product.md, "Cash on delivery by pincode"). */
export const codQueries = {
  summary: () => callQuery(SUMMARY),
};

export const codMutations = {
  /** Replaces the courier list; a file with bad rows answers them and changes nothing. */
  importList: () =>
    callMutation(
      'cod.pincodes.import',
      (file: File) => {
        const body = new FormData();
        body.append(COD_IMPORT_FIELD, file);
        return { body };
      },
      () => [SUMMARY, 'pincode.lookUp'],
    ),
  block: () =>
    callMutation(
      'cod.pincodes.block',
      ({ pincode, blocked }: { pincode: string; blocked: boolean }) => ({
        params: { pincode },
        body: { blocked },
      }),
      () => [SUMMARY, 'pincode.lookUp'],
    ),
};
