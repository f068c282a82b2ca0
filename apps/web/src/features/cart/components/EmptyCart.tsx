import { Trans, useLingui } from '@lingui/react/macro';
import { sharedMessage } from '../../../i18n/shared-messages';
import { Link } from 'react-router';
import { CartIcon } from '../../../components/icons/CartIcon';
import { cardClass, primaryButtonClass } from '../../../components/styles';

/** docs/product.md, "Cart": 'Your cart is currently empty.' (the heading above says '0 items'). */
export function EmptyCart() {
  const { i18n } = useLingui();
  return (
    <div className={`${cardClass} flex flex-col items-center px-6 py-14 text-center`}>
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CartIcon className="size-8" />
      </span>
      <p className="mt-5 text-lg font-semibold text-ink-900">{sharedMessage(i18n, 'emptyCart')}</p>
      <p className="mt-1 text-ink-700">
        <Trans>Find something you like and add it here.</Trans>
      </p>
      <Link to="/products-details" className={`mt-6 ${primaryButtonClass}`}>
        <Trans>Continue shopping</Trans>
      </Link>
    </div>
  );
}
