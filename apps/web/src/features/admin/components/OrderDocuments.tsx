import type { Order } from '@haat/contracts';
import { secondaryButtonClass } from '../../../components/styles';
import { documentHrefs } from '../../../lib/document-links';

/**
 * The order's documents on the admin's order view (docs/product.md, "Documents"): its invoice
 * once issued (at shipping), its packing slip, and its label once shipped with a tracking
 * number. Each opens the PDF in a new tab.
 */
export function OrderDocuments({ order }: { order: Order }) {
  const labelReady = order.status === 'shipped' && order.trackingNumber !== null;
  return (
    <div className="flex flex-wrap gap-2">
      {order.invoiceNumber ? (
        <a
          href={documentHrefs.invoice(order._id)}
          target="_blank"
          rel="noopener"
          className={secondaryButtonClass}
          aria-label={`Invoice ${order.invoiceNumber} (PDF)`}
        >
          Invoice
        </a>
      ) : null}
      <a
        href={documentHrefs.packingSlips([order._id])}
        target="_blank"
        rel="noopener"
        className={secondaryButtonClass}
        aria-label={`Packing slip of order ${order.orderNumber} (PDF)`}
      >
        Packing slip
      </a>
      {labelReady ? (
        <a
          href={documentHrefs.labels([order._id])}
          target="_blank"
          rel="noopener"
          className={secondaryButtonClass}
          aria-label={`Shipping label of order ${order.orderNumber} (PDF)`}
        >
          Label
        </a>
      ) : null}
      <p className="w-full text-sm text-ink-700">
        {order.invoiceNumber
          ? `Invoice number ${order.invoiceNumber}`
          : 'The invoice is issued when the order is shipped.'}
      </p>
    </div>
  );
}
