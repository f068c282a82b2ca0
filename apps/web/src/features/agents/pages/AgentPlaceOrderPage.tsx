import { useEffect, useRef, useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  MAX_LINE_QUANTITY,
  MESSAGES,
  TOAST,
  type Address,
  type AgentOrderResponse,
  type Product,
  translate,
} from '@haat/contracts';
import { AddressChoice } from '../../../components/address/AddressChoice';
import { AddressDialog } from '../../../components/address/AddressDialog';
import { LoadError } from '../../../components/LoadError';
import { ProductImage } from '../../../components/ProductImage';
import { Skeleton } from '../../../components/Skeleton';
import { StickyActionBar, stickyBarRoomClass } from '../../../components/StickyActionBar';
import {
  cardClass,
  errorTextClass,
  inputClass,
  pageClass,
  primaryButtonClass,
  secondaryButtonClass,
  textLinkClass,
} from '../../../components/styles';
import { errorBodyOf, failureMessage, noAnswerMessage, statusOf } from '../../../lib/api-error';
import { callQuery, outcomeOf } from '../../../lib/api-query';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatRupees } from '../../../lib/money';
import { showToast } from '../../../lib/show-toast';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../lib/use-media-query';
import { agentsMutations, agentsQueries } from '../api/agents-api';
import { DashboardHeading } from '../components/DashboardHeading';
import { useCatalogue } from '../../../i18n/catalogue';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { sharedMessage } from '../../../i18n/shared-messages';
import { agentsCatalogue } from '../catalogue';

/** Products the search shows at once. */
const RESULTS = 6;

/** One line the agent picked: the product as the server sent it, a size and a quantity. */
interface Line {
  key: string;
  product: Product;
  size: string;
  quantity: string;
}

function warn(message: string) {
  void showToast((toast) => toast.warning(message));
}

/** Its stock in the chosen size (or its one count). */
function stockOf(product: Product, size: string): number {
  return product.sizeStock && size
    ? (product.sizeStock[size as keyof typeof product.sizeStock] ?? 0)
    : product.inventory;
}

/** A quantity field's complaint, or null when it is a whole number within the limits. */
function quantityProblem(line: Line, i18n: I18n): string | null {
  const quantity = Number(line.quantity);
  if (!/^\d+$/.test(line.quantity.trim()) || quantity < 1) {
    return i18n._(msg`Quantity must be at least 1`);
  }
  const most = MAX_LINE_QUANTITY;
  if (quantity > most) return i18n._(msg`Quantity must be at most ${most}`);
  const stock = stockOf(line.product, line.size);
  if (quantity > stock) {
    return stock === 0 ? i18n._(msg`Out of stock`) : i18n._(msg`Only ${stock} left`);
  }
  return null;
}

/**
 * /agent-place-order?userId=… (issue 24, docs/decisions/237-agent-order-screen.md): from 'My
 * users', an agent orders for a customer of theirs. They search the catalogue and pick products,
 * sizes and quantities at the server's prices, choose or add one of the customer's addresses and
 * place a cash-on-delivery order, which is the customer's own. One Idempotency-Key per attempt,
 * kept while the outcome is unknown, so trying again never orders twice.
 */
export function AgentPlaceOrderPage() {
  useCatalogue(agentsCatalogue);
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const rupees = (amount: number) => formatRupees(amount, language);
  const [params] = useSearchParams();
  const customerId = params.get('userId') ?? '';
  const client = useQueryClient();
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);

  const addressesQuery = useQuery({
    ...agentsQueries.customerAddresses(customerId),
    enabled: customerId !== '',
  });
  const { mutateAsync: addAddress } = useMutation(agentsMutations.addCustomerAddress());
  const { mutateAsync: place, isPending: busy } = useMutation(agentsMutations.placeOrder());

  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const wait = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(wait);
  }, [typed]);
  const results = useQuery({
    ...callQuery('catalog.products.list', {
      query: { limit: RESULTS, ...(search ? { search } : {}) },
    }),
    placeholderData: keepPreviousData,
    enabled: customerId !== '',
  });

  const [lines, setLines] = useState<Line[]>([]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [placed, setPlaced] = useState<AgentOrderResponse['order'] | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const attemptKey = useRef<string | null>(null);

  const customer = addressesQuery.data;
  const addresses = customer?.addresses;
  const selected: Address | null =
    addresses?.find((address) => address._id === chosenId) ?? addresses?.[0] ?? null;
  const total = lines.reduce(
    (sum, line) => sum + line.product.price * (Number(line.quantity) || 0),
    0,
  );
  const customerName = customer ? `${customer.firstName} ${customer.lastName}` : '';
  const ordersPath = `/agent-user-details?userId=${encodeURIComponent(customerId)}`;

  function changeLines(change: (lines: Line[]) => Line[]) {
    // A changed order is a new attempt: a new key, so it is never taken for the last one.
    attemptKey.current = null;
    setLines(change);
  }

  async function addProduct(productId: string) {
    setAdding(productId);
    try {
      // Its sizes and their stock come with the product itself, read fresh from the server.
      const product = await client.fetchQuery({
        ...callQuery('catalog.products.get', { params: { id: productId } }),
        staleTime: 0,
      });
      const size = product.size.find((one) => stockOf(product, one) > 0) ?? product.size[0] ?? '';
      changeLines((now) => {
        const same = now.find((line) => line.product._id === product._id && line.size === size);
        if (same) {
          return now.map((line) =>
            line === same ? { ...line, quantity: String(Number(line.quantity) + 1 || 1) } : line,
          );
        }
        return [...now, { key: newIdempotencyKey(), product, size, quantity: '1' }];
      });
    } catch (error) {
      warn(failureMessage(error, t`We could not add this product. Please try again.`, i18n));
    } finally {
      setAdding(null);
    }
  }

  async function submit() {
    if (lines.length === 0) return warn(t`Add at least one product`);
    if (!selected) return warn(sharedMessage(i18n, 'chooseAddress'));
    if (lines.some((line) => quantityProblem(line, i18n) !== null)) {
      setShowProblems(true);
      return warn(t`Check the quantities marked in red.`);
    }
    attemptKey.current ??= newIdempotencyKey();
    const result = await outcomeOf(
      place({
        body: {
          customerId,
          addressId: selected._id,
          items: lines.map((line) => ({
            productId: line.product._id,
            ...(line.size ? { size: line.size as 'M' } : {}),
            quantity: Number(line.quantity),
          })),
        },
        idempotencyKey: attemptKey.current,
      }),
    );
    if (result.data) {
      attemptKey.current = null;
      setPlaced(result.data.order);
      window.scrollTo({ top: 0 });
      const { orderNumber } = result.data.order;
      const placedText = t`Order ${orderNumber} placed for ${customerName}`;
      void showToast((toast) =>
        toast.success(placedText, {
          autoClose: TOAST.placeOrderAutoCloseMs,
        }),
      );
      return;
    }
    const status = statusOf(result.error);
    // No answer or a server failure: the outcome is unknown, so the retry keeps the key.
    if (status !== undefined && status < 500) attemptKey.current = null;
    if (status === 401) return;
    if (status === undefined) return warn(noAnswerMessage(i18n));
    if (status >= 500) return warn(sharedMessage(i18n, 'orderFailed'));
    warn(errorBodyOf(result.error)?.message ?? sharedMessage(i18n, 'orderFailed'));
    if (status === 409) {
      // Stock ran short: read the lines' stock again, so the fields say what is left.
      const fresh = await Promise.all(
        lines.map((line) =>
          client
            .fetchQuery({
              ...callQuery('catalog.products.get', { params: { id: line.product._id } }),
              staleTime: 0,
            })
            .catch(() => line.product),
        ),
      );
      setLines((now) =>
        now.map((line) => ({
          ...line,
          product: fresh.find((product) => product._id === line.product._id) ?? line.product,
        })),
      );
      setShowProblems(true);
    }
  }

  function startAgain() {
    setPlaced(null);
    setLines([]);
    setShowProblems(false);
    attemptKey.current = null;
  }

  let content;
  let bar = null;
  if (!customerId) {
    content = (
      <p className="text-ink-800">
        <Trans>No customer was chosen. Open one from My users.</Trans>
      </p>
    );
  } else if (!customer && addressesQuery.isError) {
    content = (
      <LoadError
        message={failureMessage(
          addressesQuery.error,
          t`We could not load this customer's addresses.`,
          i18n,
        )}
        onRetry={() => void addressesQuery.refetch()}
      />
    );
  } else if (!customer || !addresses) {
    content = (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">
          <Trans>Loading…</Trans>
        </span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else if (placed) {
    const { orderNumber } = placed;
    const amount = rupees(placed.totalAmount);
    const { city } = placed.shippingAddress;
    const { firstName } = customer;
    content = (
      <section
        aria-labelledby="order-placed-title"
        className={`${cardClass} flex flex-col items-center px-6 py-10 text-center`}
      >
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-800"
        >
          ✓
        </span>
        <h2 id="order-placed-title" className="mt-4 text-xl font-bold text-ink-900">
          <Trans>Order placed for {customerName}</Trans>
        </h2>
        <p className="mt-2 text-ink-700">
          <Trans>
            Order number{' '}
            <strong className="text-lg text-ink-900 tabular-nums" data-testid="order-number">
              {orderNumber}
            </strong>
          </Trans>
        </p>
        <p className="mt-1 text-ink-700">
          <Trans>
            {amount} · Cash on delivery to {city}
          </Trans>
        </p>
        <p className="mt-1 text-sm text-ink-600">
          <Trans>{firstName} gets the order’s messages as if they had placed it.</Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={ordersPath} className={primaryButtonClass}>
            <Trans>{firstName}’s orders</Trans>
          </Link>
          <button type="button" onClick={startAgain} className={secondaryButtonClass}>
            <Trans>Place another order</Trans>
          </button>
        </div>
      </section>
    );
  } else {
    const placeButton = (className: string) => (
      <button
        type="button"
        disabled={busy}
        onClick={() => void submit()}
        className={`${className} ${primaryButtonClass}`}
      >
        {busy && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {busy ? t`Placing order...` : t`Place order`}
      </button>
    );
    if (!wide) {
      const { firstName } = customer;
      bar = (
        <StickyActionBar
          label={t`Total and Place order`}
          summary={
            <p className="leading-tight">
              <span className="block truncate text-xs text-ink-600">
                <Trans>For {firstName}</Trans>
              </span>
              <span className="text-xl font-bold text-ink-900 tabular-nums">{rupees(total)}</span>
            </p>
          }
        >
          {placeButton('px-5')}
        </StickyActionBar>
      );
    }
    content = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="pick-products-title" className={`${cardClass} p-4 sm:p-5`}>
            <h2 id="pick-products-title" className="text-lg font-bold text-ink-900">
              <Trans>Products</Trans>
            </h2>
            <label className="mt-3 block">
              <span className="text-sm font-semibold text-ink-800">
                <Trans>Search the catalogue</Trans>
              </span>
              <input
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder={t`Product or category name`}
                maxLength={100}
                className={`mt-1 ${inputClass}`}
              />
            </label>
            <ul
              aria-label={t`Search results`}
              className="mt-3 flex flex-col divide-y divide-ink-100"
            >
              {results.data?.result.map((product) => {
                const { productName } = product;
                return (
                  <li key={product._id} className="flex items-center gap-3 py-2.5">
                    <ProductImage
                      src={product.images[0]}
                      alt=""
                      sizes="48px"
                      className="size-12 shrink-0 rounded-lg object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="line-clamp-2 font-semibold text-ink-900">{productName}</p>
                      <p className="text-sm text-ink-700 tabular-nums">
                        {rupees(product.price)} · {product.category}
                      </p>
                    </div>
                    <button
                      type="button"
                      disabled={adding === product._id}
                      onClick={() => void addProduct(product._id)}
                      aria-label={t`Add ${productName}`}
                      className={`${secondaryButtonClass} shrink-0 px-4 py-2`}
                    >
                      <Trans>Add</Trans>
                    </button>
                  </li>
                );
              })}
              {results.data?.result.length === 0 && (
                <li className="py-3 text-ink-700">
                  <Trans>No products match “{search}”.</Trans>
                </li>
              )}
              {results.isError && !results.data && (
                <li className={`py-3 ${errorTextClass}`}>
                  {failureMessage(results.error, t`We could not search the catalogue.`, i18n)}
                </li>
              )}
            </ul>
          </section>

          <section aria-labelledby="order-address-title">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="order-address-title" className="text-lg font-bold text-ink-900">
                <Trans>Deliver to</Trans>
              </h2>
              <AddressDialog
                defaultName={{ firstName: customer.firstName, lastName: customer.lastName }}
                save={(address) => addAddress({ customerId, address })}
                onSaved={(address) => setChosenId(address._id)}
                failureText={translate(i18n, MESSAGES.addressAddFailed)}
                trigger={t`+ Add an address`}
              />
            </div>
            <AddressChoice
              addresses={addresses}
              labelledBy="order-address-title"
              selectedId={selected?._id}
              onSelect={setChosenId}
              empty={<NoAddress firstName={customer.firstName} />}
            />
          </section>
        </div>

        <section
          aria-labelledby="agent-order-summary-title"
          className={`${cardClass} p-4 sm:p-5 lg:sticky lg:top-24`}
        >
          <h2 id="agent-order-summary-title" className="text-lg font-bold text-ink-900">
            <Trans>Order for {customerName}</Trans>
          </h2>
          {lines.length === 0 ? (
            <p className="mt-3 text-ink-700">
              <Trans>No products yet. Search and add them.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Order lines`} className="mt-3 flex flex-col divide-y divide-ink-100">
              {lines.map((line) => {
                const problem = showProblems ? quantityProblem(line, i18n) : null;
                const each = rupees(line.product.price);
                const name = line.product.productName;
                const problemId = `${line.key}-problem`;
                return (
                  <li key={line.key} className="py-3">
                    <div className="flex items-start justify-between gap-3">
                      <p className="min-w-0 font-semibold text-ink-900">{name}</p>
                      <button
                        type="button"
                        onClick={() => changeLines((now) => now.filter((one) => one !== line))}
                        aria-label={t`Remove ${name}`}
                        className={`${textLinkClass} shrink-0 text-sm`}
                      >
                        <Trans>Remove</Trans>
                      </button>
                    </div>
                    <div className="mt-2 flex flex-wrap items-end gap-3">
                      {line.product.size.length > 0 && (
                        <label className="block">
                          <span className="text-xs font-semibold text-ink-700">
                            <Trans>Size</Trans>
                          </span>
                          <select
                            value={line.size}
                            aria-label={t`Size of ${name}`}
                            onChange={(event) =>
                              changeLines((now) =>
                                now.map((one) =>
                                  one === line ? { ...one, size: event.target.value } : one,
                                ),
                              )
                            }
                            className={`mt-1 w-28 ${inputClass}`}
                          >
                            {line.product.size.map((size) => {
                              const left = stockOf(line.product, size);
                              return (
                                <option key={size} value={size}>
                                  {left === 0 ? t`${size} (sold out)` : size}
                                </option>
                              );
                            })}
                          </select>
                        </label>
                      )}
                      <label className="block">
                        <span className="text-xs font-semibold text-ink-700">
                          <Trans>Quantity</Trans>
                        </span>
                        <input
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={MAX_LINE_QUANTITY}
                          value={line.quantity}
                          aria-label={t`Quantity of ${name}`}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? problemId : undefined}
                          onChange={(event) =>
                            changeLines((now) =>
                              now.map((one) =>
                                one === line ? { ...one, quantity: event.target.value } : one,
                              ),
                            )
                          }
                          className={`mt-1 w-24 ${inputClass}`}
                        />
                      </label>
                      <p className="ml-auto text-right text-sm text-ink-700 tabular-nums">
                        <Trans>{each} each</Trans>
                        <span className="block font-semibold text-ink-900">
                          {rupees(line.product.price * (Number(line.quantity) || 0))}
                        </span>
                      </p>
                    </div>
                    {problem && (
                      <p id={problemId} className={`mt-1 ${errorTextClass}`}>
                        {problem}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <div className="mt-3 flex items-baseline justify-between border-t border-ink-200 pt-3">
            <span className="font-semibold text-ink-800">
              <Trans>Total (cash on delivery)</Trans>
            </span>
            <span className="text-xl font-bold text-ink-900 tabular-nums" data-testid="order-total">
              {rupees(total)}
            </span>
          </div>
          {wide && <div className="mt-4">{placeButton('w-full')}</div>}
          {selected && <DeliveringTo address={selected} />}
        </section>
      </div>
    );
  }

  return (
    <div className={`${pageClass} py-8 ${bar ? stickyBarRoomClass : ''}`}>
      <title>{t`Place an order · Haat`}</title>
      <DashboardHeading
        title={customer ? t`Place an order for ${customerName}` : t`Place an order`}
      >
        <Link to="/agent-users" className={secondaryButtonClass}>
          <Trans>My users</Trans>
        </Link>
      </DashboardHeading>
      <div className="mt-6">{content}</div>
      {bar}
    </div>
  );
}

/** Said when the customer has no address yet. */
function NoAddress({ firstName }: { firstName: string }) {
  return <Trans>{firstName} has no saved address yet. Add one with ‘+ Add an address’.</Trans>;
}

/** Under the total: whom and where the order goes. */
function DeliveringTo({ address }: { address: Address }) {
  const { firstName, lastName, city } = address;
  return (
    <p className="mt-3 text-center text-sm text-ink-600">
      <Trans>
        Delivering to {firstName} {lastName}, {city}
      </Trans>
    </p>
  );
}
