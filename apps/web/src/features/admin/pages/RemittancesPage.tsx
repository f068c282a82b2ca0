import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupees } from '../../../lib/money';
import type { RemittanceReport } from '@haat/contracts';
import { cardClass, primaryButtonClass } from '../../../components/styles';
import { remittanceMutations } from '../api/remittances-api';
import { FileField, UploadFailure } from '../components/FileUpload';
import { PageHeading } from '../components/PageHeading';

function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="py-1 text-left font-semibold text-ink-900">{caption}</caption>
        <thead>
          <tr className="text-ink-700">
            {head.map((name) => (
              <th key={name} scope="col" className="py-2 pr-4">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, at) => (
            <tr key={at} className="border-t border-ink-200">
              {row.map((cell, index) => (
                <td key={index} className="py-2 pr-4 break-all">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin-remittances (docs/product.md, "COD remittances"): upload the courier's remittance CSV
 * and read the reconciliation report.
 */
export function RemittancesPage() {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<RemittanceReport | null>(null);
  const upload = useMutation(remittanceMutations.importFile());

  async function run() {
    if (!file) return;
    setReport(null);
    const answer = await upload.mutateAsync(file).catch(() => null);
    if (answer) setReport(answer);
  }

  return (
    <div>
      <PageHeading>Remittances</PageHeading>
      <section className={`${cardClass} p-5 sm:p-7`} aria-labelledby="remittance-title">
        <h2 id="remittance-title" className="text-lg font-bold text-ink-900">
          Import a remittance file
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          The courier&apos;s CSV with the columns trackingNumber, amount, date (YYYY-MM-DD) and utr.
          Matched shipped orders are marked delivered with the amount as the cash collected; the
          same file twice changes nothing.
        </p>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <FileField
            label="Remittance file (CSV)"
            accept=".csv,text/csv"
            onFile={(chosen) => {
              setFile(chosen);
              setReport(null);
            }}
          />
          <button
            type="button"
            disabled={!file || upload.isPending}
            onClick={() => void run()}
            className={primaryButtonClass}
          >
            {upload.isPending ? 'Importing...' : 'Import remittances'}
          </button>
        </div>
        <UploadFailure error={upload.error} fallback="The file could not be imported." />
      </section>

      {report && (
        <section
          className={`${cardClass} mt-6 p-5 sm:p-7`}
          aria-labelledby="report-title"
          role="region"
        >
          <h2 id="report-title" className="text-lg font-bold text-ink-900">
            Reconciliation report
          </h2>
          <p className="mt-1 text-sm text-ink-800" role="status">
            {`${report.matched} matched, ${report.delivered} marked delivered, ${report.mismatched.length} amount mismatches, ${report.unknown.length} unknown, ${report.errors.length} bad rows.`}
          </p>
          {report.mismatched.length > 0 && (
            <Table
              caption="Amount mismatches"
              head={['Line', 'Tracking number', 'Order', 'Expected', 'Remitted']}
              rows={report.mismatched.map((row) => [
                row.line,
                row.trackingNumber,
                row.orderNumber,
                formatRupees(row.expected),
                formatRupees(row.remitted),
              ])}
            />
          )}
          {report.unknown.length > 0 && (
            <Table
              caption="Unknown tracking numbers"
              head={['Line', 'Tracking number', 'Why']}
              rows={report.unknown.map((row) => [row.line, row.trackingNumber, row.message])}
            />
          )}
          {report.errors.length > 0 && (
            <Table
              caption="Rows to correct"
              head={['Line', 'Message']}
              rows={report.errors.map((row) => [row.line, row.message])}
            />
          )}
          {report.notRemitted.length > 0 ? (
            <Table
              caption={`Delivered but not remitted (${report.notRemitted.length})`}
              head={['Order', 'Tracking number', 'Total']}
              rows={report.notRemitted.map((row) => [
                row.orderNumber,
                row.trackingNumber ?? '',
                formatRupees(row.total),
              ])}
            />
          ) : (
            <p className="mt-4 text-sm text-ink-800">
              Every delivered order&apos;s cash has been remitted.
            </p>
          )}
        </section>
      )}
    </div>
  );
}
