import { Link, Navigate, Outlet, useNavigate } from 'react-router';
import { secondaryButtonClass } from '../../../components/styles';
import { useCurrentUser } from '../../../lib/session';
import { AdminBar } from './AdminBar';
import { leaveOr } from '../../../lib/use-leave-guard';
import { useCatalogue } from '../../../i18n/catalogue';
import { adminCatalogue } from '../catalogue';

/**
 * The frame of every admin route (docs/product.md, "Admin dashboard"): only an Admin gets in,
 * anyone else goes to `/`. The admin bar, then Back, Home and the 'Dashboard' heading above the
 * screen.
 */
export function AdminLayout() {
  useCatalogue(adminCatalogue);
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (user?.role !== 'Admin') return <Navigate to="/" replace />;

  return (
    <>
      <AdminBar />
      {/* From 1280 px the bar's links are a second, 3 rem row under the fixed bar. */}
      <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6 xl:pt-18">
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => leaveOr(() => void navigate(-1))}
            className={secondaryButtonClass}
          >
            <span aria-hidden="true">←</span> Back
          </button>
          <Link to="/" className={secondaryButtonClass}>
            Home
          </Link>
          <h1 className="ml-auto text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
            Dashboard
          </h1>
        </div>
        <div className="mt-5 sm:mt-6">
          <Outlet />
        </div>
      </div>
    </>
  );
}
