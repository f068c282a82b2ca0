import type { Address, CartItem } from '@haat/contracts';
import { makeUser } from '../../testing/factories';
import { fakeApi, type ApiHandlers } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render';
import { checkoutRoutes } from './routes';

export const asha = makeUser({ firstName: 'Asha', lastName: 'Verma' });

interface CheckoutSetup {
  addresses: Address[];
  lines: CartItem[];
  handlers?: ApiHandlers;
}

/**
 * /place-order with toasts and a stand-in server holding `addresses` and `lines`, plus
 * stand-ins for the pages it leads to.
 */
export function renderCheckout({
  addresses,
  lines,
  handlers = {},
}: CheckoutSetup): ReturnType<typeof renderRoutes> &
  ReturnType<typeof fakeApi> & { server: { addresses: Address[]; lines: CartItem[] } } {
  const server = { addresses: [...addresses], lines: [...lines] };
  const api = fakeApi({
    'GET /api/user-address': () => ({
      firstName: asha.firstName,
      lastName: asha.lastName,
      email: asha.email,
      addresses: server.addresses,
    }),
    [`GET /api/cart/${asha._id}`]: () =>
      server.lines.length > 0 ? server.lines : { message: 'No items found in cart' },
    ...handlers,
  });
  const view = renderRoutes(checkoutRoutes, {
    route: '/place-order',
    user: asha,
    cartCount: 2,
    withToasts: true,
    standIns: { '/my-orders': 'My orders page', '/cart': 'Cart page' },
  });
  return { ...view, ...api, server };
}
