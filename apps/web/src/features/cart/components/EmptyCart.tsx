import { Link } from 'react-router';
import { MESSAGES } from '@haat/contracts';
import { CartIcon } from '../../../components/icons/CartIcon';
import { cardClass, primaryButtonClass } from '../../../components/styles';

/** docs/product.md, "Cart": 'Your cart is currently empty.' (the heading above says '0 items'). */
export function EmptyCart() {
  return (
    <div className={`${cardClass} flex flex-col items-center px-6 py-14 text-center`}>
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CartIcon className="size-8" />
      </span>
      <p className="mt-5 text-lg font-semibold text-ink-900">{MESSAGES.emptyCart}</p>
      <p className="mt-1 text-ink-700">Find something you like and add it here.</p>
      <Link to="/products-details" className={`mt-6 ${primaryButtonClass}`}>
        Continue shopping
      </Link>
    </div>
  );
}
