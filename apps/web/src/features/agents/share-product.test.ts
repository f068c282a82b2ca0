import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '@haat/contracts';
import { loadI18n, makeEnglishI18n } from '../../i18n/i18n';
import { agentsCatalogue } from './catalogue';
import { earningsPerUnit, shareDataFor, shareProduct, whatsAppUrl } from './share-product';

const toast = { info: vi.fn(), warning: vi.fn(), dismiss: vi.fn(), clearWaitingQueue: vi.fn() };
vi.mock('react-toastify', () => ({ toast }));

const product = {
  _id: 'p-1',
  productName: 'Brass Diya & Stand',
  price: 499,
} as ProductCard;

afterEach(() => {
  vi.restoreAllMocks();
  toast.info.mockReset();
  toast.warning.mockReset();
  Reflect.deleteProperty(navigator, 'share');
});

describe("what an agent earns on one unit ('You earn ₹X')", () => {
  it('is the commission of a line of one, rounded to the paisa as orders store it', () => {
    expect(earningsPerUnit({ ...product, agentCommission: 10 })).toBe(49.9);
    // ₹1,299 × 12.5% = ₹162.375 → ₹162.38
    expect(earningsPerUnit({ ...product, price: 1299, agentCommission: 12.5 })).toBe(162.38);
    expect(earningsPerUnit({ ...product, agentCommission: 0 })).toBe(0);
  });

  it('is unknown when the answer carries no rate (not an Agent or the Admin)', () => {
    expect(earningsPerUnit(product)).toBeNull();
  });
});

describe('sharing a product (docs/product.md, Agent products and sharing)', () => {
  const english = makeEnglishI18n([agentsCatalogue]);
  const data = shareDataFor(product, 'agent-7', 'https://haat.example', english);

  it("shares the agent's shared link with the name and price", () => {
    expect(data).toEqual({
      title: 'Brass Diya & Stand',
      text: 'Brass Diya & Stand – ₹499 at Haat',
      url: 'https://haat.example/shared-product/p-1/agent-7',
    });
    expect(whatsAppUrl(data)).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${data.text} ${data.url}`)}`,
    );
  });

  it("shares in the agent's language: Hindi for an agent reading Hindi", async () => {
    const hindi = await loadI18n('hi', [agentsCatalogue]);
    const shared = shareDataFor(
      { ...product, price: 123456.5 },
      'agent-7',
      'https://haat.example',
      hindi,
    );
    expect(shared.text).toBe('Brass Diya & Stand – ₹1,23,456.50, हाट पर');
    expect(shared.url).toBe(data.url);
  });

  it('uses the Web Share API where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await shareProduct(data, english);
    expect(share).toHaveBeenCalledWith(data);
    expect(alert).not.toHaveBeenCalled();
  });

  it('closing the share sheet is not an error', async () => {
    const aborted = Object.assign(new Error('closed'), { name: 'AbortError' });
    Object.defineProperty(navigator, 'share', {
      value: vi.fn().mockRejectedValue(aborted),
      configurable: true,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await shareProduct(data, english);
    expect(logged).not.toHaveBeenCalled();
  });

  it('without it: the alert, then the link is copied and a toast says so', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await shareProduct(data, english);
    expect(alert).toHaveBeenCalledWith('Web Share API not supported in your browser.');
    expect(writeText).toHaveBeenCalledWith(data.url);
    await vi.waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith('Link copied to the clipboard.'),
    );
  });

  it('without clipboard access either, the toast shows the link to copy', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    await shareProduct(data, english);
    await vi.waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(`Copy this link to share it: ${data.url}`),
    );
  });
});
