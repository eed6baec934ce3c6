import type {
  GiftCardMovementKind,
  GiftCardState,
  Language,
  PaymentMethod,
  PurchaseEventDetails,
  PurchaseEventKind,
  PurchaseState,
  RefundMethod,
  ReservationPayment,
  ReservationState,
  ReturnKind,
  ReturnReason,
  ReturnState,
  StaffRole,
  StockReason,
  StoreHours,
} from "@shop/shared";
import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from "kysely";
import type { OutboxAttachment } from "../mail/attachments.ts";

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Dates come back as 'YYYY-MM-DD' strings on both drivers (see database.ts). */
type DateOnly = ColumnType<string, string | undefined, string>;
type Cart = Record<string, { id: number; quantities: Record<string, number> }>;

export interface NamedTable {
  id: Generated<number>;
  name: string;
}

/** A colour or a tag: its name, and its English where written (060). */
export interface WordedTable extends NamedTable {
  name_en: Generated<string | null>;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  is_woman: Generated<boolean>;
  is_man: Generated<boolean>;
  for_shoe: Generated<boolean>;
  for_accessory: Generated<boolean>;
  ordering: Generated<number>;
  /** Low stock at this many units or fewer, for its products without their own (040). */
  low_stock_threshold: Generated<number | null>;
  /** The size guide its products' pages open (047). */
  size_guide_id: Generated<number | null>;
  /** Its name in English; null: the Portuguese (060). */
  name_en: Generated<string | null>;
}

/** A size guide: what is measured against each size, and how to measure it (047). */
export interface SizeGuidesTable {
  id: Generated<number>;
  name: string;
  measure_label: string;
  /** One step per line. */
  how_to_measure: Generated<string>;
  updated_at: CreatedAt;
  /** The texts in English; null: the Portuguese (060). */
  name_en: Generated<string | null>;
  measure_label_en: Generated<string | null>;
  how_to_measure_en: Generated<string | null>;
}

/** A guide's rows in their order: a size and its measurement in millimetres (047). */
export interface SizeGuideRowsTable {
  guide_id: number;
  position: number;
  size: string;
  measure_mm: number;
}

export interface StoresTable {
  id: Generated<number>;
  name: string;
  address: string;
  phone: string;
  map_link: Generated<string>;
  thumbnail: Generated<string>;
  ordering: Generated<number>;
  /** Opening hours by weekday (migration 018); null when never given. */
  hours: ColumnType<StoreHours | null, string | null | undefined, string | null>;
  /** Whether customers may collect their orders here (028). */
  pickup: Generated<boolean>;
}

/** A customer's withdrawal from an order (migration 033): one per order. */
export interface WithdrawalsTable {
  id: GeneratedAlways<number>;
  purchase_id: number;
  received_at: CreatedAt;
  via: "guest" | "account";
  outcome: Generated<"TO_PROCESS" | "CANCELED" | "RETURN_REQUESTED">;
  return_id: number | null;
}

/** Every price and discount a product had (append-only, written by a trigger: migration 032). */
export interface ProductPricesTable {
  id: GeneratedAlways<number>;
  product_id: number;
  price_cents: number;
  discount: number;
  /** The sale price in force, null outside a sale (053). */
  sale_cents: Generated<number | null>;
  changed_at: Date;
  staff_id: number | null;
  source: "staff" | "import" | "seed" | "migration" | "database" | "sale";
}

export interface ProductsTable {
  id: Generated<number>;
  ref: string;
  title: string | null;
  price_cents: number;
  discount: Generated<number>;
  pictures: Generated<string[]>;
  thumbnail_index: Generated<number>;
  brand_id: number | null;
  category_id: number | null;
  color_id: number | null;
  color_manual: string | null;
  published_at: DateOnly;
  new_collection: Generated<boolean>;
  featured: Generated<boolean>;
  active: Generated<boolean>;
  /** Shown on the product page (017). */
  description: Generated<string>;
  /** The model whose other colours the product page offers (042). */
  model_id: number | null;
  /** Kept by triggers (migration 002): normalised title, ref, brand, category, colour, tags. */
  search_text: Generated<string>;
  /** Kept by a trigger (migration 002): the normalised title. */
  search_title: Generated<string>;
  /** Low stock at this many units or fewer; null: its category's, else the shop's (040). */
  low_stock_threshold: Generated<number | null>;
  /** What the product page says about it (046): null when left empty; lengths in mm. */
  upper_material: Generated<string | null>;
  lining: Generated<string | null>;
  sole: Generated<string | null>;
  heel_height_mm: Generated<number | null>;
  fit_note: Generated<string | null>;
  care: Generated<string | null>;
  made_in: Generated<string | null>;
  /** A bag's dimensions, all three or none. */
  width_mm: Generated<number | null>;
  height_mm: Generated<number | null>;
  depth_mm: Generated<number | null>;
  /** The sale it is sold in now, its price there and its end; null outside one (053). */
  sale_id: Generated<number | null>;
  sale_cents: Generated<number | null>;
  sale_ends_at: Generated<Date | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** The worded fields in English; null: the Portuguese (060). */
  title_en: Generated<string | null>;
  description_en: Generated<string | null>;
  color_manual_en: Generated<string | null>;
  upper_material_en: Generated<string | null>;
  lining_en: Generated<string | null>;
  sole_en: Generated<string | null>;
  fit_note_en: Generated<string | null>;
  care_en: Generated<string | null>;
  made_in_en: Generated<string | null>;
}

/** A sale (053): a price or a percentage off for products, a category or a brand, for a time. */
export interface SalesTable {
  id: GeneratedAlways<number>;
  name: string;
  kind: "price" | "percent";
  price_cents: number | null;
  percent: number | null;
  scope: "products" | "category" | "brand";
  category_id: number | null;
  brand_id: number | null;
  starts_at: Date;
  ends_at: Date;
  stopped_at: Generated<Date | null>;
  started_at: Generated<Date | null>;
  ended_at: Generated<Date | null>;
  created_at: CreatedAt;
}

export interface SaleProductsTable {
  sale_id: number;
  product_id: number;
}

export interface ProductSizesTable {
  product_id: number;
  size: string;
  position: Generated<number>;
}

/** How many times each product's page or data was asked for (063): the listing's «Mais vistos». */
export interface ProductViewsTable {
  product_id: number;
  views: Generated<number>;
}

export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}

export interface StockTable {
  id: Generated<number>;
  product_id: number;
  size: string;
  store_id: number | null;
  quantity: number;
}

/** The days the low-stock email was queued (040): one row a day, whatever the servers. */
export interface StockLowDigestsTable {
  day: ColumnType<string, string, string>;
  queued_at: CreatedAt;
  sizes: number;
}

/** The stock ledger (013): append-only; inserting one keeps `stock` (the balance) by a trigger. */
export interface StockMovementsTable {
  id: Generated<number>;
  product_id: number;
  size: string;
  store_id: number | null;
  /** Signed: units in (positive) or out (negative). */
  quantity: number;
  reason: StockReason;
  /** The balance right after the movement, written by the trigger. */
  balance: Generated<number>;
  purchase_id: number | null;
  transfer_id: string | null;
  /** The return of a `return_*` or `returned` movement (026). */
  return_id: number | null;
  /** The store reservation of a `reservation_*` movement (048). */
  reservation_id: number | null;
  staff_id: number | null;
  note: Generated<string>;
  created_at: CreatedAt;
}

export interface BannersTable {
  id: Generated<number>;
  image: string;
  title: Generated<string>;
  subtitle: Generated<string>;
  text: Generated<string>;
  ordering: Generated<number>;
  /** A path of the shop or an https address; '' for none (042). */
  link: Generated<string>;
  /** Lisbon days it shows on, both included; null: no limit (042). */
  starts_on: ColumnType<string | null, string | null | undefined, string | null>;
  ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The texts in English; null: the Portuguese (060). */
  title_en: Generated<string | null>;
  subtitle_en: Generated<string | null>;
  text_en: Generated<string | null>;
}

export interface ProductModelsTable {
  id: Generated<number>;
}

export interface SettingsTable {
  id: Generated<number>;
  vat_percent: Generated<number>;
  vat_percent_madeira: Generated<number>;
  vat_percent_azores: Generated<number>;
  store_online: Generated<boolean>;
  website_online: Generated<boolean>;
  banner_shoes_women: Generated<string>;
  banner_shoes_men: Generated<string>;
  banner_accessories_women: Generated<string>;
  banner_accessories_men: Generated<string>;
  banner_bottom_homepage: Generated<string>;
  /** Where each section banner leads: a path of the shop's own, '' for none (migration 052). */
  banner_shoes_women_link: Generated<string>;
  banner_shoes_men_link: Generated<string>;
  banner_accessories_women_link: Generated<string>;
  banner_accessories_men_link: Generated<string>;
  banner_bottom_homepage_link: Generated<string>;
  contact_name: Generated<string>;
  contact_address: Generated<string>;
  contact_nif: Generated<string>;
  contact_phone: Generated<string>;
  contact_email: Generated<string>;
  multibanco_entity: Generated<string>;
  multibanco_subentity: Generated<string>;
  /** Lisbon `HH:MM` until which a working day's orders leave the same day (migration 049). */
  dispatch_cutoff: Generated<string>;
  reservation_online_payment: Generated<boolean>;
  /** The cents percentage sales round down to: '90', '99', or '' for none (053). */
  price_ending: Generated<string>;
}

export interface CountryGroupsTable {
  id: Generated<number>;
  name: string;
  delivery_price_cents: number;
  /** Working days after the payment, at least and at most (migration 037). */
  delivery_days_min: Generated<number>;
  delivery_days_max: Generated<number>;
  /** Products' total (cents, VAT included) from which delivery is free; null: never (migration 051). */
  free_delivery_from_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** Its name in English; null: the English storefront shows the Portuguese (migration 062). */
  name_en: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  /** ISO 3166-1 alpha-2, or ISO 3166-2 for Madeira (PT-30) and the Azores (PT-20); null if unknown. */
  code: string | null;
  /** An EU country's own VAT rate (one-stop shop); null charges Portugal's. */
  vat_percent: number | null;
  group_id: number;
  ordering: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  cart: ColumnType<Cart, string | undefined, string>;
  email_confirmed: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Name (as shop_normalize writes it), email and phone, for the staff's search (019). */
  search_text: GeneratedAlways<string>;
  /** The language of the account's pages and emails (058). */
  language: Generated<Language>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
}

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: "EMAIL_CONFIRMATION" | "PASSWORD_RECOVERY";
  token_hash: string;
  email: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  created_at: CreatedAt;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  for_invoice: boolean;
  name: Generated<string>;
  nif: string | null;
  country_id: number | null;
  street: Generated<string>;
  city: Generated<string>;
  postal_code: Generated<string>;
}

export type { PurchaseState } from "@shop/shared";

export interface PurchasesTable {
  id: Generated<number>;
  id_short: string;
  /** The language it was placed in: its emails are in it (058). */
  language: Generated<Language>;
  user_id: number | null;
  state: PurchaseState;
  payment_method: PaymentMethod;
  price_base_cents: number;
  price_delivery_cents: number;
  vat_percent: number;
  price_tax_cents: number;
  price_total_cents: number;
  payment_provider: string | null;
  payment_intent_id: string | null;
  /** ifthenpay's id of the dynamic MULTIBANCO reference it issued (029). */
  payment_request_id: string | null;
  payment_entity: string | null;
  payment_reference: string | null;
  payment_expires_at: Date | null;
  contact_email: string;
  contact_phone: string;
  delivery_name: string;
  delivery_country_id: number | null;
  delivery_country: string;
  delivery_street: string;
  delivery_city: string;
  delivery_postal_code: string;
  invoice_name: string | null;
  invoice_nif: string | null;
  invoice_country_id: number | null;
  invoice_country: string | null;
  invoice_street: string | null;
  invoice_city: string | null;
  invoice_postal_code: string | null;
  notes_client: Generated<string>;
  cart: JSONColumnType<Cart>;
  /** A code of CARRIERS (packages/shared carriers.ts), once dispatched. */
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  paid_at: Date | null;
  canceled_at: Date | null;
  /** The address that generated it, to cap the unpaid purchases per address; personal data. */
  client_address: string | null;
  /** The checkout's key: generating twice with it answers the same purchase. */
  idempotency_key: string | null;
  /** The store it is collected in (028); null for a delivery, or once the store is deleted. */
  pickup_store_id: number | null;
  /** The store's name and address when bought: not null for a pickup, and only then. */
  pickup_store_name: string | null;
  pickup_store_address: string | null;
  /** When staff put the pickup on the store's shelf, and when its customer was reminded. */
  ready_at: Date | null;
  pickup_reminded_at: Date | null;
  /** The discount code it used (054), as typed; what it took off the products; free delivery. */
  discount_code: Generated<string | null>;
  discount_code_id: Generated<number | null>;
  discount_cents: Generated<number>;
  discount_free_delivery: Generated<boolean>;
  /** What gift cards paid of the total (056): the chosen method is asked for the rest. */
  gift_card_cents: Generated<number>;
  /** The values of the gift cards it bought (056), in the total without VAT. */
  sold_gift_cards_cents: Generated<number>;
}

/** A gift card a purchase bought (056), made (gift_card_id) once the purchase is paid. */
export interface PurchaseGiftCardsTable {
  id: GeneratedAlways<number>;
  purchase_id: number;
  value_cents: number;
  recipient_name: string;
  recipient_email: string;
  message: Generated<string>;
  delivery_day: ColumnType<string, string, string>;
  gift_card_id: number | null;
}

/** Purchases of deleted accounts that were open then: their contacts go once they end (007). */
export interface PurchasesToEraseTable {
  purchase_id: number;
  marked_at: CreatedAt;
}

export interface PurchaseLinesTable {
  purchase_id: number;
  product_id: number;
  size: string;
  quantity: number;
  unit_price_cents: number;
  discount: Generated<number>;
  /** What a unit paid in a sale, null outside one (053). */
  sale_cents: Generated<number | null>;
  /** The line's share of the purchase's discount code, in cents (054). */
  code_discount_cents: Generated<number>;
}

/** Discount codes (054): a rule and its limits; `code` is a prefix when `single_use`. */
export interface DiscountCodesTable {
  id: Generated<number>;
  code: string;
  single_use: Generated<boolean>;
  description: Generated<string>;
  kind: "PERCENT" | "FIXED" | "FREE_DELIVERY";
  value: number;
  min_order_cents: Generated<number>;
  group_ids: Generated<number[]>;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  exclude_sale: Generated<boolean>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** The single-use codes generated for a discount code. */
export interface DiscountCodeSinglesTable {
  code: string;
  discount_code_id: number;
}

/** A purchase's use of a code; `released_at` once the purchase was cancelled or expired. */
export interface DiscountCodeUsesTable {
  purchase_id: number;
  discount_code_id: number;
  code: string;
  user_id: number | null;
  email: string;
  nif: string | null;
  created_at: CreatedAt;
  released_at: Date | null;
}

export interface PaymentNotificationsTable {
  provider: string;
  notification_id: string;
  purchase_id: number | null;
  received_at: CreatedAt;
}

/** A payment that arrived for a purchase already cancelled, and its refund. */
export interface PaymentIncidentsTable {
  id: Generated<number>;
  purchase_id: number;
  provider: string;
  intent_id: string;
  amount_cents: number;
  currency: string;
  received_at: CreatedAt;
  refunded_at: Date | null;
  /** LATE: after the purchase was cancelled; WRONG_AMOUNT: not the purchase's total (027). */
  kind: Generated<"LATE" | "WRONG_AMOUNT">;
  /** PROVIDER: sent back through it; STAFF: a MULTIBANCO payment the staff return by transfer. */
  refund_by: Generated<"PROVIDER" | "STAFF">;
  /** A STAFF refund's transfer: the day it was made and the bank's reference (044). */
  transfer_date: ColumnType<string | null, string | null | undefined, string | null>;
  transfer_reference: Generated<string | null>;
}

/** A request the shop asked the MB WAY provider to push to a phone (027). */
export interface MbwayRequestsTable {
  id: Generated<number>;
  purchase_id: number;
  provider: string;
  request_id: string;
  phone: string;
  amount_cents: number;
  status: Generated<"PENDING" | "PAID" | "REFUSED" | "EXPIRED" | "FAILED">;
  expires_at: Date;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** The sandbox's MB WAY requests, answered on its test bank page (027). */
export interface SandboxMbwayRequestsTable {
  id: string;
  order_id: string;
  phone: string;
  amount_cents: number;
  status: Generated<"PENDING" | "PAID" | "REFUSED" | "EXPIRED">;
  expires_at: Date;
  refunded_cents: number | null;
  created_at: CreatedAt;
}

/** A purchase's timeline: one row per thing that happened to it (014). */
export interface PurchaseEventsTable {
  id: Generated<number>;
  purchase_id: number;
  at: CreatedAt;
  kind: PurchaseEventKind;
  staff_id: number | null;
  details: ColumnType<PurchaseEventDetails, string | undefined, string>;
}

/** The money of a cancelled paid purchase going back to its customer (014). */
export interface PurchaseRefundsTable {
  purchase_id: number;
  amount_cents: number;
  method: RefundMethod;
  status: Generated<"PENDING" | "DONE">;
  iban: string | null;
  provider: string | null;
  intent_id: string | null;
  provider_refund_id: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  requested_by: number | null;
  requested_at: CreatedAt;
  done_by: number | null;
  done_at: Date | null;
  /** When the transfer's IBAN was given: the transfer waits its hold from then (031). */
  iban_given_at: Date | null;
  /** The transfer made: its day (YYYY-MM-DD) and the bank's reference (039). */
  transfer_date: ColumnType<string | null, string | null | undefined, string | null>;
  transfer_reference: Generated<string | null>;
}

/** A long random link to a purchase's order page, kept as its token's hash (025). */
export interface OrderLinksTable {
  id: Generated<number>;
  purchase_id: number;
  token_hash: string;
  created_at: CreatedAt;
  revoked_at: Date | null;
}

/** A return or exchange of units of a delivered purchase (026). */
export interface PurchaseReturnsTable {
  id: Generated<number>;
  purchase_id: number;
  kind: ReturnKind;
  state: Generated<ReturnState>;
  reason: ReturnReason;
  note: Generated<string>;
  iban: string | null;
  refuse_reason: string | null;
  refund_cents: number | null;
  refund_method: RefundMethod | null;
  /** What went back to the gift cards that paid the purchase (056), beside refund_cents. */
  refund_gift_card_cents: Generated<number>;
  refund_status: "PENDING" | "DONE" | null;
  provider_refund_id: string | null;
  refund_attempts: Generated<number>;
  refund_last_error: string | null;
  exchange_purchase_id: number | null;
  created_at: CreatedAt;
  received_at: Date | null;
  decided_at: Date | null;
  ended_at: Date | null;
  staff_id: number | null;
  /** When the refund's IBAN was last given or changed: its transfer waits its hold from then (031). */
  iban_given_at: Date | null;
  /** The transfer made: its day (YYYY-MM-DD) and the bank's reference (039). */
  transfer_date: ColumnType<string | null, string | null | undefined, string | null>;
  transfer_reference: Generated<string | null>;
  /** Where its units were received: a store, or online (null); accepted ones go back there (040). */
  received_store_id: Generated<number | null>;
}

export interface PurchaseReturnLinesTable {
  return_id: number;
  product_id: number;
  size: string;
  quantity: number;
  exchange_size: string | null;
  restocked: boolean | null;
}

/** A refund the sandbox's MB WAY made, once per key (029). */
export interface SandboxMbwayRefundsTable {
  key: string;
  request_id: string;
  amount_cents: number;
  created_at: CreatedAt;
}

/** What the shop asked of ifthenpay's refund call, once per key (030). */
export interface IfthenpayRefundsTable {
  key: string;
  request_id: string;
  amount_cents: number;
  state: "ASKING" | "DONE" | "NOT_TAKEN" | "UNCONFIRMED";
  asked_at: CreatedAt;
  last_error: string | null;
  checked_by: number | null;
  checked_at: Date | null;
}

/** A refund the sandbox card provider made, once per key (026). */
export interface SandboxRefundsTable {
  key: string;
  intent_id: string;
  amount_cents: number;
  created_at: CreatedAt;
}

/** A purchase's certified invoice or credit note, and its issuing job's state (022). */
export interface InvoicesTable {
  id: Generated<number>;
  purchase_id: number;
  kind: "INVOICE" | "CREDIT_NOTE";
  reference: string;
  amount_cents: number;
  provider: string;
  state: Generated<"PENDING" | "ISSUED" | "FAILED">;
  provider_id: string | null;
  number: string | null;
  /** The document's ATCUD (migration 038); null for the sandbox's. */
  atcud: Generated<string | null>;
  pdf_path: string | null;
  access_token: string;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: CreatedAt;
  taken_until: Date | null;
  created_at: CreatedAt;
  issued_at: Date | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  surname: Generated<string>;
  email: string;
  message: string;
  client_address: string | null;
  created_at: CreatedAt;
  /** When someone of the staff first opened it (016); null while unread. */
  read_at: Date | null;
  read_by: number | null;
  /** The language of the page it was sent from: its receipt and the reply speak it (061). */
  language: Generated<Language>;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  /** What its attachment is made from (mail/attachments.ts), drawn when the email is sent. */
  attachment: JSONColumnType<OutboxAttachment | null, string | null | undefined, string | null>;
  status: Generated<"PENDING" | "SENT" | "FAILED">;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: CreatedAt;
  created_at: CreatedAt;
  sent_at: Date | null;
}

export interface SandboxPaymentIntentsTable {
  id: string;
  client_secret: string;
  amount_cents: number;
  currency: string;
  status: "requires_payment_method" | "succeeded" | "canceled";
  last_error: string | null;
  metadata: ColumnType<Record<string, string>, string | undefined, string>;
  refunded_cents: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  store_id: number | null;
  password_hash: string | null;
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  totp_last_step: number | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  verified: boolean;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
}

export interface StaffTokensTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  created_at: CreatedAt;
  used_at: Date | null;
}

/** A JSON document, written as its text. */
type Json = ColumnType<Record<string, unknown> | null, string | null, string | null>;

/** A staff note on an order (041): internal, never shown to the customer. */
export interface PurchaseNotesTable {
  id: Generated<number>;
  purchase_id: number;
  staff_id: number | null;
  body: string;
  created_at: CreatedAt;
}

/** A reply to a contact message sent from the back office (041). */
export interface ContactMessageRepliesTable {
  id: Generated<number>;
  message_id: number;
  staff_id: number | null;
  body: string;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  at: CreatedAt;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Json;
  after: Json;
}

/** Every table of the shop, as Kysely sees them. */
export type SizeAlertState = "PENDING" | "ACTIVE" | "DUE" | "NOTIFIED" | "CANCELED";

/** "Avisem-me" (021): an email waiting for a size's online stock; link codes kept hashed. */
export interface SizeAlertsTable {
  id: GeneratedAlways<number>;
  product_id: number;
  size: string;
  /** Lower case. */
  email: string;
  user_id: number | null;
  state: SizeAlertState;
  confirm_hash: string | null;
  unsubscribe_hash: string;
  created_at: CreatedAt;
  confirmed_at: Date | null;
  ended_at: Date | null;
  /** The language of the page it was asked on: its emails speak it (061). */
  language: Generated<Language>;
}

/** A size held at a store for a customer to collect (048). */
export interface StoreReservationsTable {
  id: GeneratedAlways<number>;
  code_hash: string;
  product_id: number;
  size: string;
  store_id: number;
  user_id: number | null;
  name: string;
  email: string;
  phone: string;
  /** A Lisbon day, read as `YYYY-MM-DD`. */
  pickup_day: ColumnType<string, string, string>;
  price_cents: number;
  state: Generated<ReservationState>;
  held_until: Date;
  created_at: CreatedAt;
  ready_at: Date | null;
  ended_at: Date | null;
  staff_id: number | null;
  /** How it is paid, and a card payment's life (050). */
  payment: Generated<ReservationPayment>;
  /** The language of the page it was made on: its emails speak it (061). */
  language: Generated<Language>;
  payment_provider: string | null;
  payment_intent_id: string | null;
  pay_by: Date | null;
  paid_at: Date | null;
  refund_id: string | null;
  refunded_at: Date | null;
}

/** Groups of words shoppers type for the same thing (045), kept by the staff. */
export interface SearchSynonymsTable {
  id: Generated<number>;
  terms: string[];
  updated_at: CreatedAt;
}

/** What shoppers searched, per Lisbon day and normalised text (045). */
export interface SearchQueriesTable {
  day: ColumnType<string, string, string>;
  query: string;
  searches: number;
  results: number;
}

/** A gift card (055): its code only hashed, its balance moved with a ledger line. */
export interface GiftCardsTable {
  id: GeneratedAlways<number>;
  code_hash: string | null;
  code_last4: string | null;
  value_cents: number;
  balance_cents: number;
  currency: Generated<string>;
  state: Generated<GiftCardState>;
  issued_at: CreatedAt;
  delivery_day: ColumnType<string, string, string>;
  deliver_at: Date;
  delivered_at: Date | null;
  expires_on: ColumnType<string, string, string>;
  expires_at: Date;
  purchase_id: number | null;
  buyer_name: string;
  buyer_email: string;
  issued_by: number | null;
  reason: Generated<string>;
  recipient_name: string;
  recipient_email: string;
  message: Generated<string>;
  /** When its purchase's cancel voided it (059; state CANCELED). */
  canceled_at: Date | null;
}

/** A gift card's ledger (055). */
export interface GiftCardMovementsTable {
  id: GeneratedAlways<number>;
  gift_card_id: number;
  kind: GiftCardMovementKind;
  amount_cents: number;
  balance_after_cents: number;
  purchase_id: number | null;
  store_id: number | null;
  staff_id: number | null;
  created_at: CreatedAt;
}

export interface DB {
  app_meta: { key: string; value: string };
  brands: NamedTable;
  colors: WordedTable;
  tags: WordedTable;
  categories: CategoriesTable;
  stores: StoresTable;
  products: ProductsTable;
  search_synonyms: SearchSynonymsTable;
  search_queries: SearchQueriesTable;
  size_guides: SizeGuidesTable;
  size_guide_rows: SizeGuideRowsTable;
  product_models: ProductModelsTable;
  product_prices: ProductPricesTable;
  sales: SalesTable;
  sale_products: SaleProductsTable;
  withdrawals: WithdrawalsTable;
  product_sizes: ProductSizesTable;
  product_tags: ProductTagsTable;
  product_views: ProductViewsTable;
  stock: StockTable;
  stock_movements: StockMovementsTable;
  stock_low_digests: StockLowDigestsTable;
  banners: BannersTable;
  settings: SettingsTable;
  country_groups: CountryGroupsTable;
  countries: CountriesTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  wishlist_items: WishlistItemsTable;
  addresses: AddressesTable;
  purchases: PurchasesTable;
  purchase_lines: PurchaseLinesTable;
  discount_codes: DiscountCodesTable;
  discount_code_singles: DiscountCodeSinglesTable;
  discount_code_uses: DiscountCodeUsesTable;
  purchases_to_erase: PurchasesToEraseTable;
  payment_notifications: PaymentNotificationsTable;
  payment_incidents: PaymentIncidentsTable;
  mbway_requests: MbwayRequestsTable;
  sandbox_mbway_requests: SandboxMbwayRequestsTable;
  purchase_events: PurchaseEventsTable;
  purchase_refunds: PurchaseRefundsTable;
  purchase_returns: PurchaseReturnsTable;
  purchase_return_lines: PurchaseReturnLinesTable;
  sandbox_mbway_refunds: SandboxMbwayRefundsTable;
  ifthenpay_refunds: IfthenpayRefundsTable;
  sandbox_refunds: SandboxRefundsTable;
  invoices: InvoicesTable;
  order_links: OrderLinksTable;
  contact_messages: ContactMessagesTable;
  rate_limits: { key: string; window_started_at: CreatedAt; hits: Generated<number> };
  sandbox_payment_intents: SandboxPaymentIntentsTable;
  email_outbox: EmailOutboxTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_tokens: StaffTokensTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
  size_alerts: SizeAlertsTable;
  purchase_notes: PurchaseNotesTable;
  contact_message_replies: ContactMessageRepliesTable;
  store_reservations: StoreReservationsTable;
  gift_cards: GiftCardsTable;
  gift_card_movements: GiftCardMovementsTable;
  purchase_gift_cards: PurchaseGiftCardsTable;
}
