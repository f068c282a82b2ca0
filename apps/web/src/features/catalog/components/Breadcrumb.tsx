import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { categoryListingPath } from '../paths';

/** Home › Category › Product (docs/product.md, "Product page"). */
export function Breadcrumb({ category, productName }: { category: string; productName: string }) {
  const { t } = useLingui();
  const separator = (
    <span aria-hidden="true" className="text-ink-500">
      ›
    </span>
  );
  const link = 'rounded hover:text-brand-800 hover:underline underline-offset-4';
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm text-ink-700">
      <ol className="flex min-w-0 items-center gap-2">
        <li className="shrink-0">
          <Link to="/" className={link}>
            <Trans>Home</Trans>
          </Link>
        </li>
        <li className="flex min-w-0 shrink-0 items-center gap-2">
          {separator}
          <Link to={categoryListingPath(category)} className={link}>
            {category}
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-2">
          {separator}
          <span aria-current="page" className="truncate font-medium text-ink-900">
            {productName}
          </span>
        </li>
      </ol>
    </nav>
  );
}
