import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  isLanguage,
  lineCommissionPaise,
  MESSAGES,
  paiseToRupees,
  percentToBasisPoints,
  rupeesToPaise,
  translate,
  type ProductCard,
} from '@haat/contracts';
import { formatRupees } from '../../lib/money';
import { showToast } from '../../lib/show-toast';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/**
 * What an agent shares: the shared link (which remembers them), the name and the price, in the
 * agent's language (their customers read what they read).
 */
export function shareDataFor(
  product: ProductCard,
  agentId: string,
  origin: string,
  i18n: I18n,
): ShareData {
  const name = product.productName;
  const price = formatRupees(product.price, isLanguage(i18n.locale) ? i18n.locale : 'en');
  return {
    title: name,
    text: i18n._(msg`${name} – ${price} at Haat`),
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
export async function shareProduct(data: ShareData, i18n: I18n): Promise<void> {
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
  window.alert(translate(i18n, MESSAGES.shareUnsupported));
  try {
    await navigator.clipboard.writeText(data.url);
    const copied = i18n._(msg`Link copied to the clipboard.`);
    void showToast((toast) => toast.info(copied));
  } catch {
    const { url } = data;
    const copyThis = i18n._(msg`Copy this link to share it: ${url}`);
    void showToast((toast) => toast.warning(copyThis));
  }
}
