import { callRequest } from '@haat/contracts';

/*
 * Where the browser opens the shipping desk's PDFs (docs/product.md, "Documents"): the declared
 * calls' addresses, opened by a plain link, so the session cookie authorises them and the
 * browser shows or saves the PDF itself.
 */

const ids = (orderIds: readonly string[]) => ({ query: { ids: orderIds.join(',') } });

export const documentHrefs = {
  /** One order's invoice: the Admin's or its customer's. */
  invoice: (orderId: string) =>
    callRequest('documents.invoice.get', { params: { id: orderId } }).url,
  invoices: (orderIds: readonly string[]) =>
    callRequest('documents.invoices.get', ids(orderIds)).url,
  packingSlips: (orderIds: readonly string[]) =>
    callRequest('documents.packingSlips.get', ids(orderIds)).url,
  labels: (orderIds: readonly string[]) => callRequest('documents.labels.get', ids(orderIds)).url,
  manifest: (orderIds: readonly string[]) =>
    callRequest('documents.manifest.get', ids(orderIds)).url,
};
