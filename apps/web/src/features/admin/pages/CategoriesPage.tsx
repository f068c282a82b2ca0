import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TOAST } from '@haat/contracts';
import { Skeleton } from '../../../components/Skeleton';
import { cardClass, primaryButtonClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/show-toast';
import { outcomeOf } from '../../../lib/api-query';
import { adminMutations, adminQueries } from '../api/admin-api';
import { CardAdjusterDialog } from '../components/CardAdjusterDialog';
import { CategoryFields } from '../components/CategoryFields';
import { CategoryRow } from '../components/CategoryRow';
import { PageHeading } from '../components/PageHeading';

/**
 * /admin-add-category (docs/product.md, "Admin: categories"): add a category, edit or delete one,
 * adjust the special card.
 */
export function CategoriesPage() {
  const { data: categories, isLoading } = useQuery(adminQueries.categories());
  const { data: card } = useQuery(adminQueries.card());
  const { mutateAsync: addCategory, isPending: adding } = useMutation(adminMutations.addCategory());
  const [name, setName] = useState('');
  const [image, setImage] = useState<string | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    // docs/product.md, "Admin: categories": added only if the name is non-empty after trimming.
    if (name.trim() === '') return;
    const result = await outcomeOf(addCategory({ categories: name.trim(), image }));
    if (result.error) {
      const message = failureMessage(result.error, 'The category could not be added.');
      void showToast((toast) => toast.error(message));
      return;
    }
    void showToast((toast) =>
      toast.success('Category added', { autoClose: TOAST.actionAutoCloseMs }),
    );
    setName('');
    setImage(null);
  }

  return (
    <div>
      <PageHeading
        actions={
          card && categories ? (
            <CardAdjusterDialog card={card} categories={categories} />
          ) : undefined
        }
      >
        Categories
      </PageHeading>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <form
          onSubmit={(event) => void add(event)}
          className={`${cardClass} flex flex-col gap-4 p-5`}
        >
          <h3 className="text-lg font-bold text-ink-900">Add a category</h3>
          <CategoryFields
            nameLabel="Category name"
            name={name}
            onNameChange={setName}
            image={image}
            onImageChange={setImage}
          />
          <button
            type="submit"
            disabled={adding || name.trim() === ''}
            className={primaryButtonClass}
          >
            {adding ? 'Adding...' : 'Add category'}
          </button>
        </form>

        <section aria-labelledby="category-list" className={`${cardClass} overflow-hidden`}>
          <h3
            id="category-list"
            className="border-b border-ink-200 px-4 py-3 text-lg font-bold text-ink-900"
          >
            All categories {categories ? `(${categories.length})` : ''}
          </h3>
          {isLoading || !categories ? (
            <div role="status" className="flex flex-col gap-3 p-4">
              <span className="sr-only">Loading categories…</span>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : categories.length === 0 ? (
            <p className="px-4 py-8 text-center text-ink-700">No categories yet.</p>
          ) : (
            // docs/product.md, "Admin: categories": the list scrolls within 80 units (20rem).
            <ul
              aria-label="Categories"
              tabIndex={0}
              className="max-h-80 divide-y divide-ink-200 overflow-y-auto focus:outline-2 focus:outline-brand-700"
            >
              {categories.map((category) => (
                <CategoryRow key={category._id} category={category} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
