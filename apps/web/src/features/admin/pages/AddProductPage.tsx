import { useMutation, useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/Skeleton';
import { outcomeOf } from '../../../lib/api-query';
import { adminMutations, adminQueries } from '../api/admin-api';
import { PageHeading } from '../components/PageHeading';
import { EMPTY_PRODUCT, ProductForm } from '../components/ProductForm';

/** /admin-add-products (docs/product.md, "Admin: products"): the product form, empty. */
export function AddProductPage() {
  const { data: categories } = useQuery(adminQueries.categories());
  const { mutateAsync: addProduct } = useMutation(adminMutations.addProduct());
  return (
    <div>
      <PageHeading>Add Product</PageHeading>
      {categories ? (
        <ProductForm
          mode="add"
          initial={EMPTY_PRODUCT}
          categories={categories}
          save={(values) => outcomeOf(addProduct(values))}
        />
      ) : (
        <Skeleton className="h-96 w-full rounded-2xl" />
      )}
    </div>
  );
}
