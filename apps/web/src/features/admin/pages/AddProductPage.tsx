import { Skeleton } from '../../../components/Skeleton';
import { useAddProductMutation, useGetAdminCategoriesQuery } from '../api/admin-api';
import { PageHeading } from '../components/PageHeading';
import { EMPTY_PRODUCT, ProductForm } from '../components/ProductForm';

/** /admin-add-products (spec 2): the product form, empty. */
export function AddProductPage() {
  const { data: categories } = useGetAdminCategoriesQuery();
  const [addProduct] = useAddProductMutation();
  return (
    <div>
      <PageHeading>Add Product</PageHeading>
      {categories ? (
        <ProductForm
          mode="add"
          initial={EMPTY_PRODUCT}
          categories={categories}
          save={(values) => addProduct(values)}
        />
      ) : (
        <Skeleton className="h-96 w-full rounded-2xl" />
      )}
    </div>
  );
}
