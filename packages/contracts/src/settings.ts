import { z } from 'zod';
import { PHONE_DIGITS } from './constants.ts';
import {
  GST_RATES,
  GST_STATE_NAMES,
  gstStateCode,
  gstStateName,
  gstinProblem,
  INVOICE_NUMBER_MAX,
  INVOICE_PREFIX_MAX,
} from './gst.ts';
import { addressInputSchema } from './shopping.ts';
import { safeText } from './text.ts';

/** How shipping labels print: one 4×6 inch label a page, or four to an A4 sheet. */
export const LABEL_LAYOUTS = ['4x6', 'a4-four'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  legalNameRequired: 'Legal name is required',
  legalNameTooLong: 'Legal name must be at most 120 characters',
  addressRequired: 'Address is required',
  addressTooLong: 'Address must be at most 300 characters',
  returnAddressTooLong: 'Return address must be at most 300 characters',
  stateRequired: 'Choose the state',
  stateUnknown: 'Choose a state of India from the list',
  phoneDigits: `Support phone must be exactly ${PHONE_DIGITS} digits`,
  prefixRequired: 'Invoice prefix is required',
  prefixShape:
    `Invoice prefix: 1 to ${INVOICE_PREFIX_MAX} letters, digits, '-' or '/', starting and ` +
    `ending with a letter or digit, so that a number such as HT/26-27/00001 stays within ` +
    `${INVOICE_NUMBER_MAX} characters`,
  gstRate: `Default GST rate is one of ${GST_RATES.join(', ')} %`,
  gstinOtherState: (gstinState: string, state: string) =>
    `This GSTIN is registered in ${gstinState}, not ${state}`,
} as const;

const PREFIX = new RegExp(`^[A-Z0-9](?:[A-Z0-9/-]{0,${INVOICE_PREFIX_MAX - 2}}[A-Z0-9])?$`);

const phoneSchema = safeText({ error: SETTINGS_MESSAGES.phoneDigits })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), SETTINGS_MESSAGES.phoneDigits);

/**
 * PUT /shop-settings: the seller's particulars an invoice and a label print (docs/product.md,
 * "Shop settings"). GSTIN and prefix are taken in any letter case and kept upper case; the
 * GSTIN's state code must be the state's (docs/decisions/161-gstin-check.md).
 */
export const shopSettingsInputSchema = z
  .object({
    legalName: safeText({ error: SETTINGS_MESSAGES.legalNameRequired })
      .trim()
      .min(1, SETTINGS_MESSAGES.legalNameRequired)
      .max(120, SETTINGS_MESSAGES.legalNameTooLong),
    address: safeText({ error: SETTINGS_MESSAGES.addressRequired }, { multiline: true })
      .trim()
      .min(1, SETTINGS_MESSAGES.addressRequired)
      .max(300, SETTINGS_MESSAGES.addressTooLong),
    state: z.enum(GST_STATE_NAMES, {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? SETTINGS_MESSAGES.stateRequired
          : SETTINGS_MESSAGES.stateUnknown,
    }),
    pincode: addressInputSchema.shape.pincode,
    gstin: safeText({ error: 'GSTIN is required' })
      .trim()
      .toUpperCase()
      .superRefine((gstin, ctx) => {
        const problem = gstinProblem(gstin);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    invoicePrefix: safeText({ error: SETTINGS_MESSAGES.prefixRequired })
      .trim()
      .toUpperCase()
      .min(1, SETTINGS_MESSAGES.prefixRequired)
      .regex(PREFIX, SETTINGS_MESSAGES.prefixShape),
    supportPhone: phoneSchema,
    returnAddress: safeText({}, { multiline: true })
      .trim()
      .max(300, SETTINGS_MESSAGES.returnAddressTooLong)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    defaultGstRate: z
      .union(
        GST_RATES.map((rate) => z.literal(rate)),
        { error: SETTINGS_MESSAGES.gstRate },
      )
      .optional(),
    labelLayout: z.enum(LABEL_LAYOUTS).optional(),
  })
  .superRefine((settings, ctx) => {
    const code = settings.gstin.slice(0, 2);
    const gstinState = gstStateName(code);
    if (gstinState && gstStateCode(settings.state) !== code)
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: SETTINGS_MESSAGES.gstinOtherState(gstinState, settings.state),
      });
  });
export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;
export type ShopSettingsValues = z.output<typeof shopSettingsInputSchema>;

/**
 * GET /shop-settings: what is saved, or, before the Admin saves anything, empty texts, a 5 %
 * default rate, 4×6 labels and `updatedAt: null` (docs/decisions/164-shop-settings-defaults.md).
 */
export const shopSettingsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  /** A GST_STATES name, or '' before the first save. */
  state: z.string(),
  pincode: z.string(),
  gstin: z.string(),
  invoicePrefix: z.string(),
  supportPhone: z.string(),
  /** Where returns go; null: the shop's address. */
  returnAddress: z.string().nullable(),
  defaultGstRate: z.union(GST_RATES.map((rate) => z.literal(rate))),
  labelLayout: z.enum(LABEL_LAYOUTS),
  /** When last saved; null until the Admin first saves. */
  updatedAt: z.string().nullable(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const DEFAULT_GST_RATE = 5;
export const DEFAULT_LABEL_LAYOUT: LabelLayout = '4x6';
