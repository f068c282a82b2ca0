/**
 * Journeys that change what every shopper sees (categories, the special card, the products of
 * the demo catalogue). They run in a project of their own after all the others (see
 * playwright.config.ts), so that a storefront journey never reads a half-changed catalogue.
 */
export const CATALOGUE_WRITES = '@catalogue-writes';
