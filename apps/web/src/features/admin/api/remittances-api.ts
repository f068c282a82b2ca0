import { REMITTANCE_FIELD } from '@haat/contracts';
import { callMutation } from '../../../lib/api-query';

/** The courier's COD remittance file (docs/product.md, "COD remittances"). */
export const remittanceMutations = {
  importFile: () =>
    callMutation(
      'remittances.import',
      (file: File) => {
        const body = new FormData();
        body.append(REMITTANCE_FIELD, file);
        return { body };
      },
      () => ['orders.all.list', 'orders.figures.get', 'orders.get'],
    ),
};
