import { defineConfig } from '@lingui/conf';

/**
 * The app's message catalogues (docs/decisions/271-hindi-beside-english-lingui.md,
 * 274-a-catalogue-per-feature.md): English is the source language, Hindi its translation;
 * `npm run i18n:extract` writes every PO file from the messages the code declares (the macros
 * of `@lingui/react/macro`), and the build compiles each where it is imported
 * (`@lingui/vite-plugin`). `<rootDir>` is this file's folder.
 *
 * One catalogue per part that loads on its own: the shell's (the header, the shared pieces and
 * the storefront's catalogue feature, which `/` shows anyway) travels with the entry; each
 * other feature's English travels with its pages' chunks and its Hindi is a chunk of its own
 * (i18n/catalogue.ts). A component used only by some features' pages is extracted into each
 * of their catalogues (a message may be in more than one; catalogues.test.ts checks that its
 * Hindi is the same in all).
 */
const ADDRESS = '<rootDir>/src/components/address';
const ADD_USER = '<rootDir>/src/components/AddUserDialog.tsx';
const PRODUCT_ADMIN_LIST = '<rootDir>/src/components/product-admin-list';
const DIALOG_ACTIONS = '<rootDir>/src/components/DialogActions.tsx';
const STATUS_BADGE = '<rootDir>/src/components/OrderStatusBadge.tsx';
/** The order states' names, used by STATUS_BADGE and ORDER_TIMELINE: in each of their catalogues. */
const STATUS_LABELS = '<rootDir>/src/components/order-status-labels.ts';
/** The dashboards' figures, charts and period (the admin's and the agent's business). */
const STATS = [
  '<rootDir>/src/components/charts',
  '<rootDir>/src/components/stats',
  '<rootDir>/src/lib/use-stats-period.ts',
];
const ORDER_TIMELINE = '<rootDir>/src/components/OrderTimeline.tsx';
const SHIPMENT_TRACKING = '<rootDir>/src/components/ShipmentTracking.tsx';

/** The features whose messages load with their pages (the catalogue feature's are the shell's). */
const FEATURES = ['auth', 'cart', 'checkout', 'orders', 'account', 'agents', 'admin'];

function feature(name: string, ...shared: string[]) {
  return {
    path: `<rootDir>/src/features/${name}/locales/{locale}`,
    include: [`<rootDir>/src/features/${name}`, ...shared],
  };
}

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [
        ...FEATURES.map((name) => `<rootDir>/src/features/${name}/**`),
        `${ADDRESS}/**`,
        ADD_USER,
        ORDER_TIMELINE,
        SHIPMENT_TRACKING,
        `${PRODUCT_ADMIN_LIST}/**`,
        DIALOG_ACTIONS,
        STATUS_BADGE,
        STATUS_LABELS,
        ...STATS.map((path) => (path.endsWith('.ts') ? path : `${path}/**`)),
        '**/*.test.ts',
        '**/*.test.tsx',
      ],
    },
    feature('auth'),
    feature('cart'),
    feature('checkout', ADDRESS),
    feature('orders', ORDER_TIMELINE, STATUS_LABELS, SHIPMENT_TRACKING),
    feature('account', ADDRESS),
    feature(
      'agents',
      ADDRESS,
      ADD_USER,
      PRODUCT_ADMIN_LIST,
      DIALOG_ACTIONS,
      STATUS_BADGE,
      STATUS_LABELS,
      SHIPMENT_TRACKING,
      ...STATS,
    ),
    feature(
      'admin',
      ADD_USER,
      PRODUCT_ADMIN_LIST,
      ORDER_TIMELINE,
      STATUS_LABELS,
      SHIPMENT_TRACKING,
      DIALOG_ACTIONS,
      ...STATS,
    ),
  ],
  orderBy: 'messageId',
});
