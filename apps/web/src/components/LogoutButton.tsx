import type { ReactNode } from 'react';
import { useLogout } from '../lib/use-logout';
import { quietBarButtonClass } from './styles';

interface LogoutButtonProps {
  /** Where it shows and its size: 'hidden md:inline-flex px-5 py-2'. */
  className: string;
  /** 'Logout' on the public bar, 'Sign out' on the dashboards'. */
  children: ReactNode;
}

/** A top bar's quiet button that ends the session (spec 4). */
export function LogoutButton({ className, children }: LogoutButtonProps) {
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => void logout()}
      className={`${className} ${quietBarButtonClass}`}
    >
      {children}
    </button>
  );
}
