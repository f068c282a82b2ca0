import {
  lineCommissionPaise,
  MESSAGES,
  paiseToRupees,
  percentToBasisPoints,
  rupeesToPaise,
  type ProductCard,
} from '@haat/contracts';
import { formatRupees } from '../../lib/money';
import { showToast } from '../../lib/show-toast';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** What an agent shares: the shared link (which remembers them), the name and the price. */
export function shareDataFor(product: ProductCard, agentId: string, origin: string): ShareData {
  return {
    title: product.productName,
    text: `${product.productName} – ${formatRupees(product.price)} at Haat`,
    url: `${origin}/shared-product/${encodeURIComponent(product._id)}/${encodeURIComponent(agentId)}`,
  };
}

/**
 * What the agent earns on one unit of the product, in rupees (the commission of a line of one,
 * as orders store it), or null when the answer carries no rate.
 */
export function earningsPerUnit(product: ProductCard): number | null {
  if (product.agentCommission === undefined) return null;
  return paiseToRupees(
    lineCommissionPaise(
      rupeesToPaise(product.price),
      percentToBasisPoints(product.agentCommission),
      1,
    ),
  );
}

/** The wa.me address that opens WhatsApp with the text and link ready to send. */
export function whatsAppUrl(data: ShareData): string {
  return `https://wa.me/?text=${encodeURIComponent(`${data.text} ${data.url}`)}`;
}

/**
 * Shares with the Web Share API. Where it is missing: the first specification's alert, then the
 * link goes to the clipboard and a toast says so (or, without clipboard access, shows the link to
 * copy).
 */
export async function shareProduct(data: ShareData): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as { name?: string }).name !== 'AbortError') {
        console.error('Sharing failed', error);
      }
    }
    return;
  }
  window.alert(MESSAGES.shareUnsupported);
  try {
    await navigator.clipboard.writeText(data.url);
    void showToast((toast) => toast.info('Link copied to the clipboard.'));
  } catch {
    void showToast((toast) => toast.warning(`Copy this link to share it: ${data.url}`));
  }
}
