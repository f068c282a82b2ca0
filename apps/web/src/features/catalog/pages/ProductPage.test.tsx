import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@haat/contracts';
import { routes } from '../../../app/router';
import { makeUser } from '../../../testing/factories';
import { renderRoutes } from '../../../testing/render';
import { installBrowserDoubles } from '../testing/browser-doubles';
import {
  errorAnswer,
  fakeApi,
  type ApiHandlers,
  type FakeRequest,
} from '../../../testing/fake-api';
import { makeProduct, makeProductCard } from '../testing/factories';
import { cartCountOf } from '../../../testing/session';

function openProduct(
  product: Product,
  {
    user = null,
    cartCount = 0,
    handlers = {},
  }: { user?: ReturnType<typeof makeUser> | null; cartCount?: number; handlers?: ApiHandlers } = {},
) {
  const { calls } = fakeApi({
    [`GET /api/products/${product._id}`]: () => product,
    'GET /api/get-related-products': () => [],
    ...handlers,
  });
  const view = renderRoutes(routes, { route: `/product/${product._id}`, user, cartCount });
  return { ...view, calls };
}

const addToCart = () => screen.findByRole('button', { name: 'Add to cart' });

describe('product page', () => {
  beforeEach(() => installBrowserDoubles({ wide: true }));

  it('shows name, ₹ price, discount, Details, description, extra details and breadcrumb', async () => {
    const product = makeProduct({
      productName: 'Raw Silk Nehru Jacket',
      category: "Men's Clothing",
      price: 2499,
      displayDiscount: 25,
      description: 'A festive jacket in raw silk.',
      details: 'Fabric: Raw silk\nLining: Cotton',
    });
    openProduct(product);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Raw Silk Nehru Jacket' }),
    ).toBeInTheDocument();
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByText('25% off')).toBeInTheDocument();
    // 2,499 is 25% below 3,332: the usual price, struck out.
    expect(screen.getByText('₹3,332').closest('s')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery available')).toBeInTheDocument();
    expect(screen.getByText(/Easy returns/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
    expect(screen.getByText('A festive jacket in raw silk.')).toBeInTheDocument();
    expect(screen.getByText(/Fabric: Raw silk/)).toBeInTheDocument();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: "Men's Clothing" })).toHaveAttribute(
      'href',
      '/products-details?category=Men%27s+Clothing',
    );
    expect(within(breadcrumb).getByText('Raw Silk Nehru Jacket')).toHaveAttribute(
      'aria-current',
      'page',
    );
    // No sizes, no size picker.
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    const product = makeProduct();
    let answer!: (product: Product) => void;
    const answered = new Promise<Product>((resolve) => (answer = resolve));
    openProduct(product, { handlers: { [`GET /api/products/${product._id}`]: () => answered } });
    expect(await screen.findByText('Loading product…')).toBeInTheDocument();
    answer(product);
    await addToCart();
    expect(screen.queryByText('Loading product…')).not.toBeInTheDocument();
  });

  it('shows thumbnails on larger screens; a click shows that picture', async () => {
    const product = makeProduct({
      productName: 'Kurta',
      images: [
        '/images/00000000000000000000000000000001.webp',
        '/images/00000000000000000000000000000002.webp',
      ],
    });
    openProduct(product);
    const main = await screen.findByRole('img', { name: 'Kurta' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');

    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));

    expect(screen.getByRole('img', { name: 'Kurta, image 2' })).toHaveAttribute(
      'src',
      '/images/00000000000000000000000000000002.webp',
    );
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a slider with a dot per image on small screens, and no slider for one image', async () => {
    installBrowserDoubles({ wide: false });
    const product = makeProduct({ productName: 'Saree' });
    const { unmount } = openProduct(product);
    const slider = await screen.findByRole('region', { name: 'Images of Saree' });
    expect(within(slider).getAllByRole('button', { name: /^Show image/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show image 1 of 2' })).toBeInTheDocument();
    unmount();

    openProduct(
      makeProduct({
        productName: 'Bulb',
        images: ['/images/00000000000000000000000000000003.webp'],
      }),
    );
    expect(await screen.findByRole('img', { name: 'Bulb' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Images of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show image/ })).not.toBeInTheDocument();
  });

  describe('Add to cart', () => {
    it('asks a visitor to log in and sends them to sign in, to come back here', async () => {
      const product = makeProduct();
      const { calls, router } = openProduct(product);
      await userEvent.click(await addToCart());
      expect(await screen.findByText('Please login to continue shopping')).toBeInTheDocument();
      expect(calls.some((call) => call.path === '/api/add-to-cart')).toBe(false);
      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
      expect(router.state.location.search).toBe(
        `?redirect=${encodeURIComponent(`/product/${product._id}`)}`,
      );
    });

    it('adds what a visitor asked for once they come back signed in', async () => {
      const user = makeUser();
      const product = makeProduct({ size: ['S', 'M'] });
      sessionStorage.setItem(
        'haat:pending-add',
        JSON.stringify({ productId: product._id, size: 'M' }),
      );
      const { calls } = openProduct(product, {
        user,
        handlers: {
          'POST /api/add-to-cart': () => ({ message: 'Added' }),
          [`GET /api/cart/${user._id}`]: () => [{ _id: 'a' }],
        },
      });
      await waitFor(() =>
        expect(calls.filter((call) => call.path === '/api/add-to-cart').map((c) => c.body)).toEqual(
          [{ productId: product._id, size: 'M', quantity: 1 }],
        ),
      );
      expect(sessionStorage.getItem('haat:pending-add')).toBeNull();
    });

    it('asks for a size when the product has sizes and none is chosen, at the sizes', async () => {
      const { calls } = openProduct(makeProduct({ size: ['S', 'M', 'L'] }), { user: makeUser() });
      await userEvent.click(await addToCart());
      const sizes = screen.getByRole('group', { name: 'Size' });
      expect(within(sizes).getAllByRole('radio')[0]).toHaveFocus();
      expect(sizes).toHaveAccessibleDescription('Please select a size');
      expect(calls.some((call) => call.path === '/api/add-to-cart')).toBe(false);
      await userEvent.click(within(sizes).getByRole('radio', { name: 'M' }));
      expect(sizes).not.toHaveAccessibleDescription();
    });

    it('crosses out a sold-out size, which cannot be chosen, and says when few are left', async () => {
      openProduct(
        makeProduct({ size: ['S', 'M', 'L'], inventory: 12, sizeStock: { S: 0, M: 2, L: 10 } }),
        { user: makeUser() },
      );
      const sizes = await screen.findByRole('group', { name: 'Size' });
      const soldOut = within(sizes).getByRole('radio', { name: 'S, sold out' });
      expect(soldOut).toBeDisabled();
      expect(soldOut.nextElementSibling).toHaveClass('peer-disabled:line-through');
      await userEvent.click(soldOut);
      expect(soldOut).not.toBeChecked();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await userEvent.click(within(sizes).getByRole('radio', { name: 'M' }));
      expect(screen.getByRole('status')).toHaveTextContent('Only 2 left in M');
      await userEvent.click(within(sizes).getByRole('radio', { name: 'L' }));
      expect(screen.queryByText(/Only \d+ left/)).not.toBeInTheDocument();
    });

    it("says 'Only N left' for a product without sizes below 5", async () => {
      openProduct(makeProduct({ inventory: 3 }), { user: makeUser() });
      expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    });

    it('on a phone keeps the price and the one Add to cart in a bar at the bottom', async () => {
      installBrowserDoubles({ wide: false });
      openProduct(makeProduct({ price: 899, displayDiscount: 20 }));
      const bar = await screen.findByRole('region', { name: 'Price and Add to cart' });
      expect(within(bar).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
      expect(within(bar).getByText('₹899')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1);
    });

    it('adds the chosen size and refreshes the cart count', async () => {
      const user = makeUser();
      const product = makeProduct({ size: ['S', 'M', 'L'] });
      const { calls, queryClient } = openProduct(product, {
        user,
        handlers: {
          'POST /api/add-to-cart': () => ({ message: 'Added' }),
          [`GET /api/cart/${user._id}`]: () => [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }],
        },
      });
      const sizes = await screen.findByRole('group', { name: 'Size' });
      expect(
        within(sizes)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['S', 'M', 'L']);
      await userEvent.click(within(sizes).getByRole('radio', { name: 'M' }));
      await userEvent.click(await addToCart());

      await waitFor(() => expect(cartCountOf(queryClient)).toBe(3));
      const add = calls.find((call) => call.path === '/api/add-to-cart') as FakeRequest;
      expect(add.method).toBe('POST');
      expect(add.body).toEqual({ productId: product._id, size: 'M', quantity: 1 });
      expect(calls.at(-1)?.path).toBe(`/api/cart/${user._id}`);
    });

    it('adds a product without sizes with no size, and counts an empty cart as 0', async () => {
      const user = makeUser();
      const product = makeProduct();
      const { queryClient, calls } = openProduct(product, {
        user,
        cartCount: 4,
        handlers: {
          'POST /api/add-to-cart': () => ({}),
          [`GET /api/cart/${user._id}`]: () => ({ message: 'No items found in cart' }),
        },
      });
      await userEvent.click(await addToCart());
      expect(await screen.findByText('Added to cart')).toBeInTheDocument();
      await waitFor(() => expect(cartCountOf(queryClient)).toBe(0));
      expect(calls.find((call) => call.path === '/api/add-to-cart')?.body).toEqual({
        productId: product._id,
        size: null,
        quantity: 1,
      });
    });

    it("shows the server's message when adding fails", async () => {
      const { queryClient, calls } = openProduct(makeProduct(), {
        user: makeUser(),
        cartCount: 2,
        handlers: { 'POST /api/add-to-cart': () => errorAnswer(409, 'Only 2 left in stock.') },
      });
      await userEvent.click(await addToCart());
      expect(await screen.findByText('Only 2 left in stock.')).toBeInTheDocument();
      expect(cartCountOf(queryClient)).toBe(2);
      expect(calls.some((call) => call.path.startsWith('/api/cart/'))).toBe(false);
    });

    it("is disabled and reads 'Currently unavailable' when out of stock", async () => {
      openProduct(makeProduct({ availability: 'Out of stock', inventory: 0 }), {
        user: makeUser(),
      });
      const button = await screen.findByRole('button', { name: 'Currently unavailable' });
      expect(button).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    });

    it("is disabled and reads 'Currently unavailable' for a deleted product, which still shows", async () => {
      openProduct(makeProduct({ productName: 'Old Kettle', disabled: true }), { user: makeUser() });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Old Kettle' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Currently unavailable' })).toBeDisabled();
      expect(screen.getByText('This product is no longer sold.')).toBeInTheDocument();
    });
  });

  describe('Products related to this item', () => {
    it("shows 'Loading related products...', then each with picture, name and ₹ price", async () => {
      const related = [
        makeProductCard({ _id: 'r-1', productName: 'Linen Shirt', price: 1199 }),
        makeProductCard({ _id: 'r-2', productName: 'Polo T-Shirt', price: 599 }),
      ];
      let answer: (value: unknown) => void = () => {};
      const product = makeProduct({ category: "Men's Clothing" });
      const { calls } = openProduct(product, {
        handlers: {
          'GET /api/get-related-products': () => new Promise((resolve) => (answer = resolve)),
        },
      });
      expect(await screen.findByText('Loading related products...')).toBeInTheDocument();
      answer(Response.json(related));

      const section = await screen.findByRole('region', { name: 'Products related to this item' });
      const link = await within(section).findByRole('link', { name: /Linen Shirt/ });
      expect(link).toHaveAttribute('href', '/product/r-1');
      expect(link).toHaveTextContent('₹1,199');
      expect(within(section).getByRole('link', { name: /Polo T-Shirt/ })).toHaveTextContent('₹599');
      expect(section).not.toHaveTextContent('$');
      expect(section.querySelectorAll('img')).toHaveLength(2);

      const call = calls.find((entry) => entry.path === '/api/get-related-products');
      expect(Object.fromEntries(call!.params)).toEqual({
        category: "Men's Clothing",
        _id: product._id,
      });
    });

    it('shows nothing when they fail to load', async () => {
      openProduct(makeProduct(), {
        handlers: { 'GET /api/get-related-products': () => errorAnswer(500, 'boom') },
      });
      await addToCart();
      await waitFor(() =>
        expect(screen.queryByText('Loading related products...')).not.toBeInTheDocument(),
      );
      expect(
        screen.queryByRole('region', { name: 'Products related to this item' }),
      ).not.toBeInTheDocument();
    });
  });

  it('says clearly when the product does not exist', async () => {
    fakeApi({
      'GET /api/products/nope': () => errorAnswer(404, 'This product does not exist.'),
    });
    renderRoutes(routes, { route: '/product/nope' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This product does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/products-details',
    );
  });

  it('opens a shared link with the agent, so the server can remember them', async () => {
    const product = makeProduct({ productName: 'Copper Bottle' });
    const { calls } = fakeApi({
      [`GET /api/products/${product._id}`]: () => product,
      'GET /api/get-related-products': () => [],
    });
    renderRoutes(routes, { route: `/shared-product/${product._id}/agent-7` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copper Bottle' }),
    ).toBeInTheDocument();
    const call = calls.find((entry) => entry.path === `/api/products/${product._id}`);
    expect(call?.params.get('agentId')).toBe('agent-7');
  });
});
