import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Skeleton } from '../../../components/Skeleton';
import { failureMessage } from '../../../lib/api-error';
import { outcomeOf } from '../../../lib/api-query';
import { adminMutations, adminQueries } from '../api/admin-api';
import { PageHeading } from '../components/PageHeading';
import { ProductForm } from '../components/ProductForm';

/**
 * /admin-edit-products/{id} (docs/product.md, "Admin: products"): the product form, prefilled, with
 * 'Update'.
 */
export function EditProductPage() {
  const { id = '' } = useParams();
  const { data: categories } = useQuery(adminQueries.categories());
  const { data: product, error, isError } = useQuery(adminQueries.product(id));
  const { mutateAsync: updateProduct } = useMutation(adminMutations.updateProduct());

  let content;
  if (isError) {
    content = (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-6 font-semibold text-red-800 ring-1 ring-red-200"
      >
        {failureMessage(error, 'We could not load this product.')}
      </p>
    );
  } else if (!product || !categories) {
    content = <Skeleton className="h-96 w-full rounded-2xl" />;
  } else {
    content = (
      <ProductForm
        mode="edit"
        initial={{
          productName: product.productName,
          description: product.description,
          details: product.details,
          category: product.category,
          price: product.price,
          images: product.images,
          // The Admin always gets the rate (issue 14 hides it from the public only).
          agentCommission: product.agentCommission ?? 0,
          displayDiscount: product.displayDiscount,
          size: product.size,
          inventory: product.inventory,
          sizeStock: product.sizeStock,
          sku: product.sku,
          hsn: product.hsn,
          gstRate: product.gstRate,
          availability: product.availability,
        }}
        categories={categories}
        save={(body) => outcomeOf(updateProduct({ id: product._id, body }))}
      />
    );
  }

  return (
    <div>
      <PageHeading>Edit Product</PageHeading>
      {content}
    </div>
  );
}
