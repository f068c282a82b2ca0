import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES, TOAST, type ProductCard } from '@haat/contracts';
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
import { PageHeading } from '../components/PageHeading';

/**
 * /admin-all-products, 'Your Products' (docs/product.md, "Admin: products"): the shared list with
 * Edit and Delete.
 */
export function ProductsPage() {
  const [round, setRound] = useState(0);
  const [deleting, setDeleting] = useState<ProductCard | null>(null);
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
          <Link to="/admin-add-products" className={primaryButtonClass}>
            Add New Products
          </Link>
        }
      >
        Your Products
      </PageHeading>
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
