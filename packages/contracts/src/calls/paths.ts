/**
 * Who may call an API call:
 * - `public`: anyone, signed in or not;
 * - `user`: any signed-in (verified) user; the call itself checks ownership (403/404);
 * - `customer`, `agent`, `admin`: that role only; `staff`: an Agent or the Admin.
 */
export type Access = 'public' | 'user' | 'customer' | 'agent' | 'admin' | 'staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a call goes and who may make it: its line in CALL_PATHS. */
export interface CallPath {
  method: HttpMethod;
  /** The full path, `/api` included, with `:name` for each path parameter. */
  path: `/api/${string}`;
  access: Access;
}

/**
 * Every call of the API by name (`<module>.<thing>.<verb>`, the module being the server's
 * folder that answers it): its method, its path exactly as the first specification names it, and
 * who may make it. Its schemas and words are declared under the same name in `calls/<module>.ts`.
 * This table holds no schema, so the web can import it without zod
 * (docs/decisions/104-web-calls-without-zod.md).
 */
export const CALL_PATHS = {
  'health.check': { method: 'GET', path: '/api/health', access: 'public' },
  'health.live': { method: 'GET', path: '/api/health/live', access: 'public' },
  'health.ready': { method: 'GET', path: '/api/health/ready', access: 'public' },

  'auth.signUp': { method: 'POST', path: '/api/sign-up', access: 'public' },
  'auth.verifyEmail': { method: 'POST', path: '/api/verify-email', access: 'public' },
  'auth.resendOtp': { method: 'POST', path: '/api/resend-otp', access: 'public' },
  'auth.forgotPassword': { method: 'POST', path: '/api/forgot-password', access: 'public' },
  'auth.resetPassword': { method: 'POST', path: '/api/reset-password', access: 'public' },
  'auth.signIn': { method: 'POST', path: '/api/sign-in', access: 'public' },
  'auth.requestSignInCode': {
    method: 'POST',
    path: '/api/request-sign-in-code',
    access: 'public',
  },
  'auth.logout': { method: 'GET', path: '/api/logout', access: 'public' },
  'auth.logoutWithPost': { method: 'POST', path: '/api/logout', access: 'public' },
  'auth.checkPermission': { method: 'GET', path: '/api/check-permission', access: 'user' },

  'cart.items.add': { method: 'POST', path: '/api/add-to-cart', access: 'user' },
  'cart.get': { method: 'GET', path: '/api/cart/:userId', access: 'user' },
  'cart.items.setQuantity': { method: 'PUT', path: '/api/cart/update-quantity', access: 'user' },
  'cart.items.remove': { method: 'DELETE', path: '/api/cart/remove-product', access: 'user' },

  'addresses.list': { method: 'GET', path: '/api/user-address', access: 'user' },
  'addresses.add': { method: 'POST', path: '/api/add-address', access: 'user' },
  'addresses.delete': { method: 'DELETE', path: '/api/delete-address/:addressId', access: 'user' },
  'addresses.update': { method: 'PUT', path: '/api/update-address/:addressId', access: 'user' },
  'addresses.makePrimary': {
    method: 'PUT',
    path: '/api/addresses/:addressId/primary',
    access: 'user',
  },

  'account.me.get': { method: 'GET', path: '/api/me', access: 'user' },
  'account.me.update': { method: 'PUT', path: '/api/me', access: 'user' },
  'account.language.set': { method: 'PUT', path: '/api/me/language', access: 'user' },
  'account.contact.start': { method: 'POST', path: '/api/me/contact', access: 'user' },
  'account.contact.verify': { method: 'POST', path: '/api/me/contact/verify', access: 'user' },
  'account.password.change': { method: 'PUT', path: '/api/me/password', access: 'user' },
  'account.sessions.list': { method: 'GET', path: '/api/me/sessions', access: 'user' },
  'account.sessions.end': { method: 'DELETE', path: '/api/me/sessions/:id', access: 'user' },
  'account.sessions.endOthers': { method: 'DELETE', path: '/api/me/sessions', access: 'user' },
  'account.export': { method: 'GET', path: '/api/me/export', access: 'user' },
  'account.delete': { method: 'DELETE', path: '/api/me', access: 'user' },

  'orders.place': { method: 'POST', path: '/api/place-order', access: 'user' },
  'orders.mine.list': { method: 'GET', path: '/api/my-orders', access: 'user' },
  'orders.all.list': { method: 'GET', path: '/api/get-all-orders', access: 'admin' },
  'orders.shipped.flip': { method: 'PUT', path: '/api/update-order', access: 'admin' },
  'orders.get': { method: 'GET', path: '/api/orders/:id', access: 'user' },
  'orders.status.move': { method: 'PUT', path: '/api/orders/:id/status', access: 'user' },
  'orders.status.bulkMove': { method: 'POST', path: '/api/orders/bulk-status', access: 'admin' },
  'orders.figures.get': { method: 'GET', path: '/api/order-figures', access: 'admin' },

  'ledger.entries.list': { method: 'GET', path: '/api/agent-ledger', access: 'staff' },
  'ledger.payouts.record': { method: 'POST', path: '/api/agent-payouts', access: 'admin' },

  'users.list': { method: 'GET', path: '/api/get-all-users', access: 'admin' },
  'users.role.change': { method: 'PUT', path: '/api/update-role/:id', access: 'admin' },
  'users.add': { method: 'POST', path: '/api/add-user', access: 'staff' },

  'pincode.lookUp': { method: 'GET', path: '/api/pincode/:pincode', access: 'public' },

  'catalog.categories.list': { method: 'GET', path: '/api/todos', access: 'public' },
  'catalog.categories.create': { method: 'POST', path: '/api/todos', access: 'admin' },
  'catalog.categories.update': { method: 'PUT', path: '/api/todos/:id', access: 'admin' },
  'catalog.categories.delete': { method: 'DELETE', path: '/api/todos/:id', access: 'admin' },
  'catalog.specialCard.get': { method: 'GET', path: '/api/get-card-details', access: 'public' },
  'catalog.specialCard.update': {
    method: 'PUT',
    path: '/api/update-special-card/:id',
    access: 'admin',
  },
  'catalog.products.listNewest': {
    method: 'GET',
    path: '/api/get-all-products',
    access: 'public',
  },
  'catalog.products.list': { method: 'GET', path: '/api/all-products', access: 'public' },
  'catalog.products.get': { method: 'GET', path: '/api/products/:id', access: 'public' },
  'catalog.products.listRelated': {
    method: 'GET',
    path: '/api/get-related-products',
    access: 'public',
  },
  'catalog.products.create': { method: 'POST', path: '/api/add-product', access: 'admin' },
  'catalog.products.update': { method: 'PUT', path: '/api/update-product/:id', access: 'admin' },
  'catalog.products.delete': { method: 'PUT', path: '/api/product-delete/:id', access: 'admin' },
  'catalog.products.listLowStock': {
    method: 'GET',
    path: '/api/admin/low-stock-products',
    access: 'admin',
  },
  'catalog.products.export': { method: 'GET', path: '/api/exports/products.csv', access: 'admin' },
  'catalog.products.import': { method: 'POST', path: '/api/imports/products', access: 'admin' },

  'media.images.upload': { method: 'POST', path: '/api/upload', access: 'admin' },

  'agents.orders.place': { method: 'POST', path: '/api/agent-orders', access: 'agent' },
  'agents.customerAddresses.list': {
    method: 'GET',
    path: '/api/agent-customers/:customerId/addresses',
    access: 'agent',
  },
  'agents.customerAddresses.add': {
    method: 'POST',
    path: '/api/agent-customers/:customerId/addresses',
    access: 'agent',
  },
  'agents.user.lookUp': { method: 'GET', path: '/api/agent/:id', access: 'user' },
  'agents.customers.list': { method: 'GET', path: '/api/agent-user', access: 'staff' },
  'agents.details.get': { method: 'GET', path: '/api/get-agent', access: 'staff' },
  'agents.customerOrders.list': { method: 'GET', path: '/api/user-orders', access: 'staff' },

  'stats.admin.get': { method: 'GET', path: '/api/admin-stats', access: 'admin' },
  'stats.agent.get': { method: 'GET', path: '/api/agent-stats', access: 'agent' },

  'settings.get': { method: 'GET', path: '/api/shop-settings', access: 'admin' },
  'settings.update': { method: 'PUT', path: '/api/shop-settings', access: 'admin' },

  'documents.invoice.get': { method: 'GET', path: '/api/orders/:id/invoice', access: 'user' },
  'documents.invoices.get': { method: 'GET', path: '/api/documents/invoices', access: 'admin' },
  'documents.packingSlips.get': {
    method: 'GET',
    path: '/api/documents/packing-slips',
    access: 'admin',
  },
  'documents.labels.get': { method: 'GET', path: '/api/documents/labels', access: 'admin' },
  'documents.manifest.get': { method: 'GET', path: '/api/documents/manifest', access: 'admin' },
  'exports.orders.csv': { method: 'GET', path: '/api/exports/orders.csv', access: 'admin' },
  'exports.orderLines.csv': {
    method: 'GET',
    path: '/api/exports/order-lines.csv',
    access: 'admin',
  },
  'exports.ledger.csv': { method: 'GET', path: '/api/exports/ledger.csv', access: 'admin' },
  'exports.manifest.csv': { method: 'GET', path: '/api/exports/manifest.csv', access: 'admin' },

  'remittances.import': { method: 'POST', path: '/api/remittances', access: 'admin' },

  'cod.pincodes.summary': { method: 'GET', path: '/api/cod-pincodes', access: 'admin' },
  'cod.pincodes.import': { method: 'POST', path: '/api/cod-pincodes', access: 'admin' },
  'cod.pincodes.block': { method: 'PUT', path: '/api/cod-pincodes/:pincode', access: 'admin' },

  /** Only on a server started with HAAT_TEST_CLOCK=1 (never in production). */
  'clock.advance': { method: 'POST', path: '/api/test-clock/advance', access: 'public' },
} as const satisfies Record<string, CallPath>;

export type CallPaths = typeof CALL_PATHS;
export type CallName = keyof CallPaths;

/**
 * The multipart field that carries the images of `media.images.upload`. Kept here, with no
 * schema, so the web's upload can name it without loading the declarations' zod.
 */
export const UPLOAD_FIELD = 'photos';
