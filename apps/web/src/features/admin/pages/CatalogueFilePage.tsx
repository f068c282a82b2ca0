import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_CSV_COLUMNS, ROUTES, type ImportResult } from '@haat/contracts';
import { cardClass, primaryButtonClass, secondaryButtonClass } from '../../../components/styles';
import { catalogueFileMutations, exportHref } from '../api/catalogue-file-api';
import { FileField, RowErrorsTable, UploadFailure } from '../components/FileUpload';
import { PageHeading } from '../components/PageHeading';

/** Two example rows under the header: a product with sizes and one without. */
const TEMPLATE_ROWS: Record<string, string>[] = [
  {
    sku: 'KURTA-001',
    productName: 'Cotton Kurta',
    description: 'A straight-cut kurta in soft cotton.',
    details: 'Fabric: 100% cotton',
    category: "Men's Clothing",
    price: '899',
    agentCommission: '10',
    displayDiscount: '15',
    hsn: '6205',
    gstRate: '5',
    availability: 'In stock',
    disabled: 'false',
    images: 'kurta-front.jpg|kurta-back.jpg',
    size: 'S|M|L',
    stock_S: '4',
    stock_M: '6',
    stock_L: '0',
  },
  {
    sku: 'LAMP-001',
    productName: 'Brass Diya Lamp',
    description: 'Hand-beaten brass, for the festive season.',
    category: 'Home Decor',
    price: '499.5',
    agentCommission: '8',
    hsn: '7419',
    gstRate: '12',
    availability: 'In stock',
    disabled: 'false',
    images: 'diya.jpg',
    inventory: '25',
  },
];

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The template CSV: the export's header and the two example rows. */
export function templateCsv(): string {
  const lines = [PRODUCT_CSV_COLUMNS.join(',')];
  for (const row of TEMPLATE_ROWS) {
    lines.push(PRODUCT_CSV_COLUMNS.map((column) => quote(row[column] ?? '')).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * /admin-catalogue-file (docs/product.md, "Admin: catalogue file"): download every product as
 * CSV or the template, then check a CSV (and a ZIP of its pictures) and import it.
 */
export function CatalogueFilePage() {
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const { mutateAsync, isPending, error } = useMutation(catalogueFileMutations.importProducts());

  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`;

  async function run(dryRun: boolean) {
    if (!csv) return;
    setDone(null);
    const result = await mutateAsync({ csv, zip, dryRun }).catch(() => null);
    if (!result) return;
    if (dryRun || result.errors.length > 0) setChecked(result);
    else {
      setChecked(null);
      setDone(result);
    }
  }

  const shown = done ?? checked;
  const canImport = checked !== null && checked.errors.length === 0 && !isPending;

  return (
    <div>
      <PageHeading
        actions={
          <Link to={ROUTES.adminAllProducts} className={secondaryButtonClass}>
            Your Products
          </Link>
        }
      >
        Catalogue file
      </PageHeading>

      <section className={`${cardClass} p-5 sm:p-7`} aria-labelledby="export-title">
        <h2 id="export-title" className="text-lg font-bold text-ink-900">
          Export
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          Every product as a CSV file for a spreadsheet: one row per product, stock per size in the
          stock_ columns.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={exportHref} download="haat-products.csv" className={primaryButtonClass}>
            Export products
          </a>
          <a href={template} download="haat-products-template.csv" className={secondaryButtonClass}>
            Download template
          </a>
        </div>
      </section>

      <section className={`${cardClass} mt-6 p-5 sm:p-7`} aria-labelledby="import-title">
        <h2 id="import-title" className="text-lg font-bold text-ink-900">
          Import
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          Rows are matched by SKU: a known SKU updates its product, a new one adds a product.
          Pictures go in a ZIP whose file names the images column names. Check first; the import
          applies every row or none.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <FileField
            label="CSV file"
            accept=".csv,text/csv"
            onFile={(file) => {
              setCsv(file);
              setChecked(null);
              setDone(null);
            }}
          />
          <FileField
            label="Images ZIP (optional)"
            accept=".zip,application/zip"
            onFile={(file) => {
              setZip(file);
              setChecked(null);
              setDone(null);
            }}
          />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            disabled={!csv || isPending}
            onClick={() => void run(true)}
            className={secondaryButtonClass}
          >
            {isPending ? 'Working...' : 'Check'}
          </button>
          <button
            type="button"
            disabled={!canImport}
            onClick={() => void run(false)}
            className={primaryButtonClass}
          >
            Import
          </button>
        </div>
        <UploadFailure error={error} fallback="The file could not be checked." />

        {shown && (
          <div className="mt-5" role="status">
            <p className="text-sm font-semibold text-ink-900">
              {done ? 'Imported: ' : 'The file would make: '}
              {shown.created} created, {shown.updated} updated, {shown.unchanged} unchanged
              {shown.errors.length > 0 &&
                `; ${shown.errors.length} ${shown.errors.length === 1 ? 'error' : 'errors'}, nothing applied`}
            </p>
          </div>
        )}
        {shown && <RowErrorsTable errors={shown.errors} columns />}
      </section>
    </div>
  );
}
