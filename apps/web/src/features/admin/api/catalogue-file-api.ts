import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { IMPORT_FIELDS, callRequest, type ImportResult } from '@haat/contracts';
import { callApi } from '../../../lib/fetch-json';
import { callQuery, invalidateCalls } from '../../../lib/api-query';
import { statusOf } from '../../../lib/api-error';

/*
 * The catalogue file and the low-stock list (docs/product.md, "Admin: products" and "Admin:
 * catalogue file"), called by name.
 */

/** Where the browser downloads the export: the declared call's address. */
export const exportHref = callRequest('catalog.products.export').url;

export const catalogueFileQueries = {
  lowStock: (threshold: number) =>
    callQuery('catalog.products.listLowStock', { query: { threshold } }),
};

export interface ImportFiles {
  csv: File;
  zip: File | null;
  dryRun: boolean;
}

/** Every product answer the shop keeps: lists, pages, related products, the low-stock list. */
function invalidateProducts(client: QueryClient) {
  invalidateCalls(
    client,
    'catalog.products.list',
    'catalog.products.listNewest',
    'catalog.products.listRelated',
    'catalog.products.get',
    'catalog.products.listLowStock',
  );
}

export const catalogueFileMutations = {
  /**
   * Checks (dry run) or applies a CSV and its images ZIP. A refused import (422) answers the
   * same counts and errors as a dry run, so both come back as the result.
   */
  importProducts: () =>
    mutationOptions({
      mutationFn: async ({ csv, zip, dryRun }: ImportFiles): Promise<ImportResult> => {
        const form = new FormData();
        form.append(IMPORT_FIELDS.file, csv);
        if (zip) form.append(IMPORT_FIELDS.images, zip);
        try {
          return await callApi('catalog.products.import', {
            query: { dryRun: dryRun ? 'true' : 'false' },
            body: form,
          });
        } catch (error) {
          const body = (error as { data?: unknown } | undefined)?.data;
          if (statusOf(error) === 422 && body && typeof body === 'object' && 'errors' in body) {
            return body as ImportResult;
          }
          throw error;
        }
      },
      onSuccess: (result, { dryRun }, _context, { client }) => {
        if (!dryRun && result.errors.length === 0) invalidateProducts(client);
      },
    }),
};
