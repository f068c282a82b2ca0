import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TOAST, type CodImportResult } from '@haat/contracts';
import {
  cardClass,
  errorTextClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/show-toast';
import { codMutations, codQueries } from '../api/cod-api';
import { FileField, RowErrorsTable, UploadFailure } from '../components/FileUpload';
import { PageHeading } from '../components/PageHeading';

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-ink-300 px-3 py-2 text-base sm:w-48';

/**
 * /admin-cod-pincodes (docs/product.md, "Cash on delivery by pincode"): import the courier's
 * pincode list and block or unblock single pincodes.
 */
export function CodPincodesPage() {
  const ids = { pincode: useId(), blockError: useId() };
  const summary = useQuery(codQueries.summary());
  const importList = useMutation(codMutations.importList());
  const block = useMutation(codMutations.block());
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CodImportResult | null>(null);
  const [pincode, setPincode] = useState('');
  const [blockError, setBlockError] = useState<string | null>(null);

  async function runImport() {
    if (!file) return;
    setResult(null);
    const answer = await importList.mutateAsync(file).catch(() => null);
    if (answer) setResult(answer);
  }

  async function setBlocked(code: string, blocked: boolean) {
    setBlockError(null);
    const answer = await block.mutateAsync({ pincode: code, blocked }).catch((error: unknown) => {
      setBlockError(failureMessage(error, 'The pincode could not be changed.'));
      return null;
    });
    if (!answer) return;
    if (blocked) setPincode('');
    void showToast((toast) =>
      toast.success(blocked ? `${code} blocked` : `${code} unblocked`, {
        autoClose: TOAST.actionAutoCloseMs,
      }),
    );
  }

  const data = summary.data;

  return (
    <div>
      <PageHeading>COD pincodes</PageHeading>

      <section className={`${cardClass} p-5 sm:p-7`} aria-labelledby="cod-list-title">
        <h2 id="cod-list-title" className="text-lg font-bold text-ink-900">
          Courier list
        </h2>
        <p className="mt-1 text-sm text-ink-700" role="status">
          {summary.isError
            ? 'The list could not be loaded.'
            : !data
              ? 'Loading...'
              : data.listed === 0
                ? 'No list imported: cash on delivery goes to every pincode not blocked.'
                : `${data.listed} pincodes take cash on delivery.`}
        </p>
        <p className="mt-1 text-sm text-ink-700">
          A CSV with a pincode column replaces the list. Every row must be a 6-digit pincode; with
          any bad row nothing changes.
        </p>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <FileField
            label="Pincode list (CSV)"
            accept=".csv,text/csv"
            onFile={(chosen) => {
              setFile(chosen);
              setResult(null);
            }}
          />
          <button
            type="button"
            disabled={!file || importList.isPending}
            onClick={() => void runImport()}
            className={primaryButtonClass}
          >
            {importList.isPending ? 'Importing...' : 'Import list'}
          </button>
        </div>
        <UploadFailure error={importList.error} fallback="The file could not be imported." />
        {result && (
          <p className="mt-4 text-sm font-semibold text-ink-900" role="status">
            {result.errors.length === 0
              ? `Imported: ${result.count} pincodes.`
              : `${result.errors.length} ${result.errors.length === 1 ? 'row' : 'rows'} to correct; nothing changed.`}
          </p>
        )}
        {result && <RowErrorsTable errors={result.errors} />}
      </section>

      <section className={`${cardClass} mt-6 p-5 sm:p-7`} aria-labelledby="cod-blocked-title">
        <h2 id="cod-blocked-title" className="text-lg font-bold text-ink-900">
          Blocked pincodes
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          A blocked pincode gets no cash-on-delivery order, on the list or not (high returns).
        </p>
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void setBlocked(pincode.trim(), true);
          }}
        >
          <div>
            <label htmlFor={ids.pincode} className="block text-sm font-semibold text-ink-800">
              Pincode to block
            </label>
            <input
              id={ids.pincode}
              inputMode="numeric"
              maxLength={6}
              value={pincode}
              aria-describedby={blockError ? ids.blockError : undefined}
              onChange={(event) => setPincode(event.target.value.replace(/\D/g, ''))}
              className={inputClass}
            />
          </div>
          <button
            type="submit"
            disabled={pincode.length === 0 || block.isPending}
            className={primaryButtonClass}
          >
            Block
          </button>
        </form>
        {blockError && (
          <p id={ids.blockError} role="alert" className={`mt-3 ${errorTextClass}`}>
            {blockError}
          </p>
        )}
        {data && data.blocked.length === 0 && (
          <p className="mt-4 text-sm text-ink-700">No pincode is blocked.</p>
        )}
        {data && data.blocked.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Blocked pincodes">
            {data.blocked.map((code) => (
              <li
                key={code}
                className="flex items-center gap-2 rounded-lg border border-ink-200 py-1 pr-1 pl-3"
              >
                <span className="tabular-nums">{code}</span>
                <button
                  type="button"
                  disabled={block.isPending}
                  onClick={() => void setBlocked(code, false)}
                  className={`${secondaryButtonClass} px-3 py-1 text-sm`}
                  aria-label={`Unblock ${code}`}
                >
                  Unblock
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
