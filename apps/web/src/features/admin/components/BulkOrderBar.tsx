import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { COURIERS, ORDER_STATUS_LABELS, callRequest, type BulkStatusResult } from '@haat/contracts';
import {
  cardClass,
  dangerButtonClass,
  errorTextClass,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { documentHrefs } from '../../../lib/document-links';
import { adminMutations } from '../api/admin-api';

/**
 * The bulk actions over the chosen orders (docs/product.md, "Admin: orders"): Confirm, Ship
 * (one courier, a tracking number per order, typed or pasted one per line), Cancel, with a
 * note; and the courier manifest of the chosen shipped orders. Each order moves on its own;
 * the refused ones are listed with their state and why.
 */
export function BulkOrderBar({
  chosen,
  onDone,
  onClear,
}: {
  /** The chosen orders' ids and numbers, in the order shown. */
  chosen: Map<string, string>;
  onDone: () => void;
  onClear: () => void;
}) {
  const ids = { note: useId(), courier: useId(), paste: useId(), couriers: useId() };
  const bulk = useMutation(adminMutations.bulkMove());
  const [note, setNote] = useState('');
  const [shipping, setShipping] = useState(false);
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [result, setResult] = useState<BulkStatusResult | null>(null);
  const entries = [...chosen.entries()];

  async function move(status: 'confirmed' | 'shipped' | 'cancelled') {
    setResult(null);
    const answer = await bulk
      .mutateAsync({
        ids: entries.map(([id]) => id),
        status,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(status === 'shipped' ? { courier: courier.trim(), trackingNumbers: tracking } : {}),
      })
      .catch(() => null);
    if (!answer) return;
    setResult(answer);
    setShipping(false);
    setTracking({});
    onDone();
  }

  /** Pasted numbers, one per line, go to the chosen orders in the order listed. */
  function paste(text: string) {
    const numbers = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    const next: Record<string, string> = { ...tracking };
    entries.forEach(([id], at) => {
      if (numbers[at]) next[id] = numbers[at];
    });
    setTracking(next);
  }

  const chosenIds = entries.map(([id]) => id);
  const manifest = callRequest('exports.manifest.csv', {
    query: { ids: chosenIds.join(',') },
  }).url;
  // The selection's papers in one PDF each (docs/product.md, "Documents"); opened in a tab, so
  // the browser shows or prints them.
  const papers = [
    { label: 'Invoices PDF', href: documentHrefs.invoices(chosenIds) },
    { label: 'Packing slips PDF', href: documentHrefs.packingSlips(chosenIds) },
    { label: 'Labels PDF', href: documentHrefs.labels(chosenIds) },
    { label: 'Manifest PDF', href: documentHrefs.manifest(chosenIds) },
  ];

  return (
    <section aria-label="Bulk actions" className={`${cardClass} mb-4 p-4`}>
      {entries.length > 0 && (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <p className="font-semibold text-ink-900" role="status">
              {entries.length} {entries.length === 1 ? 'order' : 'orders'} selected
            </p>
            <div className="min-w-48 flex-1">
              <label htmlFor={ids.note} className="block text-sm font-semibold text-ink-800">
                Note (optional)
              </label>
              <input
                id={ids.note}
                value={note}
                maxLength={300}
                onChange={(event) => setNote(event.target.value)}
                className={inputClass}
              />
            </div>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={bulk.isPending}
              onClick={() => void move('confirmed')}
              className={primaryButtonClass}
            >
              Confirm selected
            </button>
            <button
              type="button"
              disabled={bulk.isPending}
              aria-expanded={shipping}
              onClick={() => setShipping(!shipping)}
              className={secondaryButtonClass}
            >
              Ship selected
            </button>
            <button
              type="button"
              disabled={bulk.isPending}
              onClick={() => void move('cancelled')}
              className={dangerButtonClass}
            >
              Cancel selected
            </button>
            <a href={manifest} download="haat-manifest.csv" className={secondaryButtonClass}>
              Manifest CSV
            </a>
            {papers.map((paper) => (
              <a
                key={paper.label}
                href={paper.href}
                target="_blank"
                rel="noopener"
                className={secondaryButtonClass}
              >
                {paper.label}
              </a>
            ))}
            <button type="button" onClick={onClear} className={secondaryButtonClass}>
              Clear selection
            </button>
          </div>
        </>
      )}
      {shipping && entries.length > 0 && (
        <form
          aria-label="Ship selected orders"
          className="mt-4 grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void move('shipped');
          }}
        >
          <div>
            <label htmlFor={ids.courier} className="block text-sm font-semibold text-ink-800">
              Courier
            </label>
            <input
              id={ids.courier}
              list={ids.couriers}
              required
              value={courier}
              onChange={(event) => setCourier(event.target.value)}
              className={inputClass}
            />
            <datalist id={ids.couriers}>
              {COURIERS.map((each) => (
                <option key={each.name} value={each.name} />
              ))}
            </datalist>
          </div>
          <div>
            <label htmlFor={ids.paste} className="block text-sm font-semibold text-ink-800">
              Paste tracking numbers (one per line, in the order below)
            </label>
            <textarea
              id={ids.paste}
              rows={3}
              onChange={(event) => paste(event.target.value)}
              className={inputClass}
            />
          </div>
          <ul className="grid gap-2 sm:grid-cols-2">
            {entries.map(([id, number]) => (
              <li key={id}>
                <label className="block text-sm text-ink-800">
                  Tracking number for {number}
                  <input
                    value={tracking[id] ?? ''}
                    onChange={(event) => setTracking({ ...tracking, [id]: event.target.value })}
                    className={inputClass}
                  />
                </label>
              </li>
            ))}
          </ul>
          <div>
            <button type="submit" disabled={bulk.isPending} className={primaryButtonClass}>
              Mark shipped
            </button>
          </div>
        </form>
      )}
      {bulk.error !== null && (
        <p role="alert" className={`mt-3 ${errorTextClass}`}>
          {failureMessage(bulk.error, 'The orders could not be updated.')}
        </p>
      )}
      {result && (
        <div className="mt-3" role="status">
          <p className="text-sm font-semibold text-ink-900">
            {`Moved ${result.moved.length}; refused ${result.refused.length}.`}
          </p>
          {result.refused.length > 0 && (
            <ul aria-label="Refused orders" className="mt-2 list-disc pl-5 text-sm text-ink-800">
              {result.refused.map((row) => (
                <li key={row._id}>
                  {row.orderNumber ?? row._id}
                  {row.status ? ` (${ORDER_STATUS_LABELS[row.status]})` : ''}: {row.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {entries.length === 0 && !result && (
        <p className="text-sm text-ink-700">Select orders to confirm, ship or cancel them.</p>
      )}
    </section>
  );
}
