import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TOAST, type Category } from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { adminMutations } from '../api/admin-api';
import { TrashIcon } from '../../../components/icons/TrashIcon';
import { secondaryButtonClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/show-toast';
import { CategoryFields } from './CategoryFields';
import { ConfirmDialog } from './ConfirmDialog';

const smallButton = `${secondaryButtonClass} px-4 py-2`;

/**
 * What deleting the category would do: nothing to its products when it has none; with
 * products it cannot go (the server refuses), and the Admin is told why before trying.
 */
function deleteQuestion(category: Category): { description: string; allowed: boolean } {
  const count = category.productCount;
  if (count === 0) {
    return {
      allowed: true,
      description:
        "No product is in it. It leaves the shop's category filter and the home page's " +
        'category pictures.',
    };
  }
  const products = count === 1 ? '1 product is' : `${count} products are`;
  return {
    allowed: false,
    description:
      `${products} in it (deleted products count: past orders keep their category). A ` +
      'category with products cannot be deleted: give each product another category first ' +
      '(Edit on the product), then delete it.',
  };
}

/**
 * One category of the list (docs/product.md, "Admin: categories"): shown, or edited with Save and
 * Cancel; and Delete.
 */
export function CategoryRow({ category }: { category: Category }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.categories);
  const [image, setImage] = useState(category.image);
  const { mutateAsync: updateCategory, isPending: saving } = useMutation(
    adminMutations.updateCategory(),
  );
  const { mutateAsync: deleteCategory, isPending: deleting } = useMutation(
    adminMutations.deleteCategory(),
  );
  const [asking, setAsking] = useState(false);
  const question = deleteQuestion(category);

  function edit() {
    setName(category.categories);
    setImage(category.image);
    setEditing(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return;
    const result = await outcomeOf(
      updateCategory({
        id: category._id,
        body: { categories: name.trim(), image },
      }),
    );
    if (result.error) {
      const message = failureMessage(result.error, 'The category could not be saved.');
      void showToast((toast) => toast.error(message));
      return;
    }
    void showToast((toast) =>
      toast.success('Category updated', { autoClose: TOAST.actionAutoCloseMs }),
    );
    setEditing(false);
  }

  async function remove() {
    setAsking(false);
    const result = await outcomeOf(deleteCategory(category._id));
    if (result.error) {
      // Logged, and the server's 409 (products use it) is worth saying too
      // (docs/product.md, "Admin: categories").
      console.error('Category delete failed', result.error);
      const message = failureMessage(result.error, 'The category could not be deleted.');
      void showToast((toast) => toast.error(message));
    }
  }

  if (editing) {
    return (
      <li className="px-4 py-3">
        <form onSubmit={(event) => void save(event)} className="flex flex-col gap-3">
          <CategoryFields
            nameLabel={`New name for ${category.categories}`}
            name={name}
            onNameChange={setName}
            image={image}
            onImageChange={setImage}
          />
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={saving || name.trim() === ''}
              className={`${smallButton} bg-brand-700 text-white ring-0 hover:bg-brand-800 disabled:bg-ink-300`}
            >
              Save
            </button>
            <button type="button" className={smallButton} onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-3 px-4 py-3">
      {category.image ? (
        <img
          src={category.image}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-ink-100" />
      )}
      <span className="min-w-0 flex-1 font-semibold break-words text-ink-900">
        {category.categories}
      </span>
      <button
        type="button"
        onClick={edit}
        aria-label={`Edit ${category.categories}`}
        className={smallButton}
      >
        Edit
      </button>
      <button
        type="button"
        disabled={deleting}
        onClick={() => setAsking(true)}
        aria-label={`Delete ${category.categories}`}
        className={`${smallButton} text-red-800`}
      >
        <TrashIcon />
        <span className="hidden sm:inline">Delete</span>
      </button>
      <ConfirmDialog
        open={asking}
        title={`Delete “${category.categories}”?`}
        description={question.description}
        {...(question.allowed ? { confirmText: 'Delete' } : {})}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}
