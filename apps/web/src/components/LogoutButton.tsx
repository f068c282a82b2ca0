import { Trans } from '@lingui/react/macro';
import { useLogout } from '../lib/use-logout';
import { quietBarButtonClass } from './styles';

interface LogoutButtonProps {
  /** Where it shows and its size: 'hidden md:inline-flex px-5 py-2'. */
  className: string;
}

/**
 * A top bar's quiet button that ends the session: 'Logout' on every bar (docs/product.md,
 * "Header and footer").
 */
export function LogoutButton({ className }: LogoutButtonProps) {
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => void logout()}
      className={`${className} ${quietBarButtonClass}`}
    >
      <Trans>Logout</Trans>
    </button>
  );
}
