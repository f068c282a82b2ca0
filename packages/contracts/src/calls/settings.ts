import { shopSettingsInputSchema, shopSettingsSchema } from '../settings.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['settings'];

/** The shop's own particulars for invoices and labels (docs/product.md, "Shop settings"). */
export const settingsCalls = defineCalls({
  'settings.get': {
    tags,
    summary: "The shop's settings (Admin)",
    description:
      'Legal name, address, state, pincode, GSTIN, invoice prefix, support phone, return ' +
      'address, default GST rate and label layout. Before the first save: empty texts, 5 %, ' +
      "'4x6' and `updatedAt: null`.",
    response: { 200: shopSettingsSchema, ...errorResponses(401, 403) },
  },
  'settings.update': {
    tags,
    summary: "Save the shop's settings (Admin)",
    description:
      'Replaces them all. 400 with a message per field: a GSTIN whose check character, state ' +
      "code or PAN shape is wrong or whose state is not the shop's; an invoice prefix too long " +
      'to leave room for the year and a 5-digit serial within 16 characters. ' +
      '`defaultGstRate` and `labelLayout` keep their saved values when left out.',
    body: shopSettingsInputSchema,
    response: { 200: shopSettingsSchema, ...errorResponses(400, 401, 403) },
  },
});
