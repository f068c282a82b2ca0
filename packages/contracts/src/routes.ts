import { PAGE_SIZE } from './constants.ts';

/**
 * The web app's pages (docs/product.md, "Pages"), as route patterns: `:name` is one path segment,
 * `:name?` an optional last one. The web router declares its routes with these, and the server
 * answers any other path with 404 (and the app's not-found screen), so both read the same list.
 * Admin and agent pages are listed before their screens exist, since the first specification names
 * them.
 */
export const ROUTES = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  verifyEmail: '/verify-email/:id',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  productListing: '/products-details',
  product: '/product/:id?',
  sharedProduct: '/shared-product/:productId/:agentId',
  otpVerify: '/otp-verify',
  cart: '/cart',
  placeOrder: '/place-order',
  myOrders: '/my-orders',
  /** The signed-in person's own account (docs/product.md, "My account"). */
  myAccount: '/my-account',
  admin: '/admin',
  /** The business at a glance (docs/product.md, "Admin: dashboard"). */
  adminDashboard: '/admin-dashboard',
  adminAddCategory: '/admin-add-category',
  adminAddProducts: '/admin-add-products',
  adminAllProducts: '/admin-all-products',
  adminCatalogueFile: '/admin-catalogue-file',
  adminEditProducts: '/admin-edit-products/:id',
  adminAllOrders: '/admin-all-orders',
  adminShippedOrders: '/admin-shipped-orders',
  adminViewOrder: '/admin-view-order',
  adminUserDetails: '/admin-user-details',
  adminAddedUser: '/admin-added-user',
  adminMyAgents: '/admin-my-agents',
  /** The shop's settings (docs/product.md, "Shop settings"). */
  adminSettings: '/admin-settings',
  /** Where cash on delivery can go (docs/product.md, "Cash on delivery by pincode"). */
  adminCodPincodes: '/admin-cod-pincodes',
  /** Placed orders to call, the longest waiting first (docs/product.md, "Admin: orders"). */
  adminToConfirm: '/admin-to-confirm',
  /** The couriers' COD remittance files (docs/product.md, "COD remittances"). */
  adminRemittances: '/admin-remittances',
  agentAddUsers: '/agent-add-users',
  agentUsers: '/agent-users',
  agentUserDetails: '/agent-user-details',
  /** 'Your Products' for agents (docs/decisions/084-agent-screens.md). */
  agentProducts: '/agent-products',
  /** An agent places an order for a customer of theirs (docs/decisions/237-agent-order-screen.md). */
  agentPlaceOrder: '/agent-place-order',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePattern = (typeof ROUTES)[RouteName];

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Whether `pathname` is a page of `pattern`, as React Router matches it: literal segments
 * ignore case, a trailing slash is allowed, and a parameter takes one non-empty segment.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  if (given.length > wanted.length) return false;
  return wanted.every((segment, index) => {
    const value = given[index];
    if (segment.startsWith(':')) return value !== undefined || segment.endsWith('?');
    return value !== undefined && value.toLowerCase() === segment.toLowerCase();
  });
}

/** The pattern of the page at `pathname`, or undefined when the app has no such page. */
export function routeOf(pathname: string): RoutePattern | undefined {
  return Object.values(ROUTES).find((pattern) => matchesRoute(pattern, pathname));
}

/**
 * API answers a page asks for as soon as it shows, which the server asks the browser to fetch
 * from index.html (`<link rel="preload">`) while the JavaScript is still on its way. The page
 * must ask for exactly these URLs (a web test checks) for the browser to reuse the answers.
 */
/** What of the special card (docs/product.md, "Special card") says which products it shows. */
export interface SpecialPicksFilter {
  category1: string | null;
  category2: string | null;
  startingPrice: number;
  endingPrice: number;
}

/**
 * The query of `catalog.products.list` for the special card's products: its categories between
 * its two prices, the first page, in this order; null when the card names no category. Home
 * asks for exactly this, and the server preloads it from index.html with the card's values of
 * the moment (specialPicksPath).
 */
export function specialPicksQuery(card: SpecialPicksFilter): Record<string, string> | null {
  const category = card.category1 ?? card.category2;
  if (!category) return null;
  return {
    page: '1',
    limit: String(PAGE_SIZE.publicProducts),
    category,
    ...(card.category1 && card.category2 ? { category2: card.category2 } : {}),
    startingPrice: String(card.startingPrice),
    endingPrice: String(card.endingPrice),
  };
}

/** The address (under `/api`) of specialPicksQuery's call; null when the card names no category. */
export function specialPicksPath(card: SpecialPicksFilter): string | null {
  const query = specialPicksQuery(card);
  return query && `/all-products?${new URLSearchParams(query).toString()}`;
}

export const ROUTE_DATA_PRELOADS: Partial<Record<RouteName, readonly string[]>> = {
  home: [
    '/api/get-card-details',
    `/api/all-products?page=1&limit=${PAGE_SIZE.publicProducts}`,
    '/api/todos',
  ],
};
