import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LOW_STOCK_THRESHOLD, MESSAGES, ROUTES, TOAST, type ProductCard } from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { adminMutations } from '../api/admin-api';
import { ProductAdminList } from '../../../components/product-admin-list/ProductAdminList';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/styles';
import { showToast } from '../../../lib/show-toast';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LowStockList } from '../components/LowStockList';
import { PageHeading } from '../components/PageHeading';

/**
 * /admin-all-products, 'Your Products' (docs/product.md, "Admin: products"): the shared list with
 * Edit and Delete.
 */
export function ProductsPage() {
  const [round, setRound] = useState(0);
  const [deleting, setDeleting] = useState<ProductCard | null>(null);
  const [lowFirst, setLowFirst] = useState(false);
  const [threshold, setThreshold] = useState(LOW_STOCK_THRESHOLD);
  const { mutateAsync: deleteProduct } = useMutation(adminMutations.deleteProduct());

  async function confirmDelete() {
    const product = deleting;
    setDeleting(null);
    if (!product) return;
    const result = await outcomeOf(deleteProduct(product._id));
    if (result.error) {
      // docs/product.md, "Errors and messages": delete failures are only logged.
      console.error('Product delete failed', result.error);
      return;
    }
    void showToast((toast) =>
      toast.warning(MESSAGES.productDeleted, { autoClose: TOAST.actionAutoCloseMs }),
    );
    // docs/product.md, "Admin: products": after a delete the list starts again at page 1.
    setRound((current) => current + 1);
  }

  return (
    <div>
      <PageHeading
        actions={
          <>
            <Link to={ROUTES.adminCatalogueFile} className={secondaryButtonClass}>
              Import / export
            </Link>
            <Link to="/admin-add-products" className={primaryButtonClass}>
              Add New Products
            </Link>
          </>
        }
      >
        Your Products
      </PageHeading>
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-800">
          <input
            type="checkbox"
            checked={lowFirst}
            onChange={(event) => setLowFirst(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          Low stock first
        </label>
        {lowFirst && (
          <label className="inline-flex items-center gap-2 text-sm text-ink-800">
            Under
            <input
              type="number"
              min={1}
              value={threshold}
              onChange={(event) => {
                const next = Math.floor(Number(event.target.value));
                if (Number.isFinite(next) && next >= 1) setThreshold(next);
              }}
              className="w-20 rounded-lg px-2 py-1 ring-1 ring-ink-300"
              aria-label="Low stock threshold"
            />
          </label>
        )}
      </div>
      {lowFirst && <LowStockList threshold={threshold} />}
      <ProductAdminList
        round={round}
        actions={(product) => (
          <>
            <Link
              to={`/admin-edit-products/${encodeURIComponent(product._id)}`}
              aria-label={`Edit ${product.productName}`}
              className={`${secondaryButtonClass} px-4 py-2`}
            >
              Edit
            </Link>
            <button
              type="button"
              onClick={() => setDeleting(product)}
              aria-label={`Delete ${product.productName}`}
              className={`${dangerButtonClass} px-4 py-2`}
            >
              Delete
            </button>
          </>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product"
        description={MESSAGES.confirmDelete}
        confirmText="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
