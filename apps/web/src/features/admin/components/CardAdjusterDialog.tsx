import { useMutation } from '@tanstack/react-query';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import {
  CARD_MIN_ENDING_PRICE,
  CARD_MIN_STARTING_PRICE,
  MESSAGES,
  TOAST,
  type Category,
  type SpecialCard,
} from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { adminMutations } from '../api/admin-api';
import { DialogActions } from '../../../components/DialogActions';
import { ModalFrame } from '../../../components/ModalFrame';
import { TextField } from '../../../components/forms/TextField';
import { inputClass, secondaryButtonClass } from '../../../components/styles';
import { showToast } from '../../../lib/show-toast';

interface CardAdjusterDialogProps {
  card: SpecialCard;
  categories: readonly Category[];
}

function CategorySelect({
  label,
  value,
  onChange,
  categories,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  categories: readonly Category[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        required
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1.5 ${inputClass}`}
      >
        <option value="">Choose a category</option>
        {categories.map((category) => (
          <option key={category._id} value={category.categories}>
            {category.categories}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * 'Card Adjuster' (docs/product.md, "Special card"): the special card's two categories and its
 * price range, the start at least 10, the end at least 50 and not below the start.
 */
export function CardAdjusterDialog({ card, categories }: CardAdjusterDialogProps) {
  const [open, setOpen] = useState(false);
  const [category1, setCategory1] = useState(card.category1 ?? '');
  const [category2, setCategory2] = useState(card.category2 ?? '');
  const [startingPrice, setStartingPrice] = useState(String(card.startingPrice));
  const [endingPrice, setEndingPrice] = useState(String(card.endingPrice));
  const { mutateAsync: updateCard, isPending: isLoading } = useMutation(
    adminMutations.updateCard(),
  );

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) {
      setCategory1(card.category1 ?? '');
      setCategory2(card.category2 ?? '');
      setStartingPrice(String(card.startingPrice));
      setEndingPrice(String(card.endingPrice));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const start = Number(startingPrice);
    const end = Number(endingPrice);
    if (start > end) {
      void showToast((toast) => toast.warning(MESSAGES.cardPriceOrder));
      return;
    }
    const result = await outcomeOf(
      updateCard({
        id: card._id,
        body: { category1, category2, startingPrice: start, endingPrice: end },
      }),
    );
    if (result.error) {
      console.error('Card update failed', result.error);
      void showToast((toast) => toast.error(MESSAGES.cardUpdateFailed));
      return;
    }
    void showToast((toast) =>
      toast.success(MESSAGES.cardUpdated, { autoClose: TOAST.actionAutoCloseMs }),
    );
    setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className={secondaryButtonClass}>Card Adjuster</Dialog.Trigger>
      <ModalFrame
        title="Card Adjuster"
        description="The home page's special card shows these two categories within this price range."
      >
        <form onSubmit={(event) => void submit(event)} className="mt-5 grid gap-4 sm:grid-cols-2">
          <CategorySelect
            label="First category"
            value={category1}
            onChange={setCategory1}
            categories={categories}
          />
          <CategorySelect
            label="Second category"
            value={category2}
            onChange={setCategory2}
            categories={categories}
          />
          <TextField
            label="Starting price (₹)"
            type="number"
            inputMode="decimal"
            min={CARD_MIN_STARTING_PRICE}
            step="0.01"
            required
            value={startingPrice}
            onChange={(event) => setStartingPrice(event.target.value)}
          />
          <TextField
            label="Ending price (₹)"
            type="number"
            inputMode="decimal"
            min={CARD_MIN_ENDING_PRICE}
            step="0.01"
            required
            value={endingPrice}
            onChange={(event) => setEndingPrice(event.target.value)}
          />
          <DialogActions busy={isLoading} busyText="Saving...">
            Update card
          </DialogActions>
        </form>
      </ModalFrame>
    </Dialog.Root>
  );
}
