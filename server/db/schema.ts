import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
// Relative imports: drizzle-kit loads this file without the app's path aliases.
import { DISCOUNT_VALUE_TYPES } from "../../lib/api/schemas/coupon";
import { ONLINE_PAYMENT_STATUSES } from "../../lib/domain/order-payment";
import { ORDER_STATUSES } from "../../lib/domain/order-status";
import { ORDER_TYPES } from "../../lib/domain/order-type";
import { SPLIT_STATUSES } from "../../lib/domain/split";

/** Money columns: the specification's three decimals, exact. */
const money = (name: string) => numeric(name, { precision: 12, scale: 3 });
/** A text column of an enumeration: the database refuses any other value (issue 15). */
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A venue: its licence, its languages and its menu document (menu-data shape, every translatable
 * text stored as { "en": ..., "ar": ... }). The venue id is the menu id of the calls.
 */
export const venues = pgTable("venues", {
  id: integer("id").primaryKey(),
  license: text("license").notNull().unique(),
  licenseStatus: text("license_status").notNull().default("ACTIVE"),
  defaultLanguage: text("default_language").notNull(),
  languages: jsonb("languages").$type<{ code: string; name_local: string }[]>().notNull(),
  document: jsonb("document").$type<Record<string, unknown>>().notNull(),
  paymentProvider: text("payment_provider").notNull().default("sandbox"),
  partner: jsonb("partner").$type<Record<string, unknown>>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const venueDomains = pgTable("venue_domains", {
  domain: text("domain").primaryKey(),
  venueId: integer("venue_id")
    .notNull()
    .references(() => venues.id, { onDelete: "cascade" }),
});

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    discountValueType: text("discount_value_type", { enum: DISCOUNT_VALUE_TYPES }).notNull(),
    discountValue: money("discount_value").notNull(),
    minOrderValue: money("min_order_value").notNull().default("0"),
    maxDiscountValue: money("max_discount_value"),
    freeDelivery: boolean("free_delivery").notNull().default(false),
    products: jsonb("products")
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    categories: jsonb("categories")
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("coupons_venue_code").on(t.venueId, t.code),
    oneOf("coupons_discount_value_type", t.discountValueType, DISCOUNT_VALUE_TYPES),
  ],
);

/** Delivery zones are GeoJSON polygons ([lng, lat] rings) with a fee. */
export const deliveryZones = pgTable("delivery_zones", {
  id: serial("id").primaryKey(),
  venueId: integer("venue_id")
    .notNull()
    .references(() => venues.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  fee: money("fee").notNull(),
  polygon: jsonb("polygon").$type<{ type: "Polygon"; coordinates: number[][][] }>().notNull(),
});

/** The area a venue accepts orders and form submissions from: a polygon or a circle. */
export const geofences = pgTable("geofences", {
  id: serial("id").primaryKey(),
  venueId: integer("venue_id")
    .notNull()
    .references(() => venues.id, { onDelete: "cascade" }),
  polygon: jsonb("polygon").$type<{ type: "Polygon"; coordinates: number[][][] }>(),
  centerLat: numeric("center_lat", { precision: 9, scale: 6 }),
  centerLng: numeric("center_lng", { precision: 9, scale: 6 }),
  radiusMeters: integer("radius_m"),
});

export const tableSections = pgTable("table_sections", {
  id: serial("id").primaryKey(),
  venueId: integer("venue_id")
    .notNull()
    .references(() => venues.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  minimumOrderAmount: money("minimum_order_amount").notNull().default("0"),
});

/** Tables and rooms a QR code can point at. */
export const venueTables = pgTable(
  "venue_tables",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    number: text("number").notNull(),
    sectionId: integer("section_id").references(() => tableSections.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("venue_tables_number").on(t.venueId, t.kind, t.number)],
);

export const orders = pgTable(
  "orders",
  {
    uuid: uuid("uuid").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    orderNumber: integer("order_number").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** sha256 of the request the key was first used for: a replay with another request is refused. Null on older orders. */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    language: text("language").notNull(),
    orderType: text("order_type", { enum: ORDER_TYPES }).notNull(),
    paymentType: text("payment_type").notNull(),
    customerName: text("customer_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    address: jsonb("address")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    deliveryDatetime: timestamp("delivery_datetime", { withTimezone: true }),
    orderComments: text("order_comments").notNull().default(""),
    originLabel: text("origin_label"),
    originType: text("origin_type"),
    originLocation: jsonb("origin_location").$type<{ type: "Point"; coordinates: [number, number] } | null>(),
    couponCode: text("coupon_code"),
    discounts: jsonb("discounts")
      .$type<{ name: string; amount_value: number; free_delivery: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    taxes: jsonb("taxes")
      .$type<{ id: number; name: string; amount: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    subTotal: money("sub_total").notNull(),
    discount: money("discount").notNull().default("0"),
    deliveryFees: money("delivery_fees").notNull().default("0"),
    tipsAmount: money("tips_amount").notNull().default("0"),
    total: money("total").notNull(),
    currency: text("currency").notNull(),
    additionalData: jsonb("additional_data")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    paymentUrl: text("payment_url"),
    commonOrder: boolean("common_order").notNull().default(false),
    /** When the table's session on this order ended (issue 24): its table token never leads here again. */
    tableSessionEndedAt: timestamp("table_session_ended_at", { withTimezone: true }),
    /** Each status change after creation, oldest first (issue 28): the tracker shows when each step was reached. */
    statusChanges: jsonb("status_changes")
      .$type<{ status: string; at: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_idempotency").on(t.venueId, t.idempotencyKey),
    uniqueIndex("orders_number").on(t.venueId, t.orderNumber),
    index("orders_origin").on(t.venueId, t.originLabel, t.status),
    oneOf("orders_status", t.status, ORDER_STATUSES),
    oneOf("orders_order_type", t.orderType, ORDER_TYPES),
  ],
);

export const lineItems = pgTable(
  "line_items",
  {
    id: serial("id").primaryKey(),
    orderUuid: uuid("order_uuid")
      .notNull()
      .references(() => orders.uuid, { onDelete: "cascade" }),
    product: integer("product").notNull(),
    productSku: text("product_sku").notNull().default(""),
    productName: text("product_name").notNull(),
    productVariation: text("product_variation").notNull().default(""),
    variations: jsonb("variations")
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    productVariations: jsonb("product_variations")
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    comboGroups: jsonb("combo_groups")
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    productPrice: money("product_price").notNull(),
    quantity: integer("quantity").notNull(),
    specialInstructions: text("special_instructions").notNull().default(""),
    cartUuid: text("cart_uuid"),
    status: text("status").notNull().default("Active"),
    addedBy: text("added_by").notNull().default(""),
    tabGuest: text("tab_guest"),
    createdAt: createdAt(),
  },
  (t) => [index("line_items_order").on(t.orderUuid)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderUuid: uuid("order_uuid")
      .notNull()
      .references(() => orders.uuid, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    reference: text("reference").notNull().unique(),
    paymentType: text("payment_type").notNull(),
    amount: money("amount").notNull(),
    status: text("status", { enum: ONLINE_PAYMENT_STATUSES }).notNull().default("PENDING"),
    splitPaymentUuid: uuid("split_payment_uuid"),
    /** Language and app origin the payment was started from: the gateway returns the guest there. */
    language: text("language"),
    appOrigin: text("app_origin"),
    /** Where the gateway sent the guest: a second start of the same open payment answers it again. */
    paymentUrl: text("payment_url"),
    /** The provider's own id of the payment (Stripe's Checkout Session): what it is expired by. */
    gatewayId: text("gateway_id"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [oneOf("payments_status", t.status, ONLINE_PAYMENT_STATUSES)],
);

/**
 * Money a provider took for a payment we do not count (superseded, expired or failed here, or one that
 * would overpay the order): an operator refunds it at the provider, then marks it done (`venue refunds`).
 * One per payment, however often the provider repeats its word.
 */
export const refundTasks = pgTable("refund_tasks", {
  id: serial("id").primaryKey(),
  venueId: integer("venue_id")
    .notNull()
    .references(() => venues.id, { onDelete: "cascade" }),
  orderUuid: uuid("order_uuid").notNull(),
  paymentId: integer("payment_id")
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  reference: text("reference").notNull(),
  amount: money("amount").notNull(),
  currency: text("currency").notNull(),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
  doneAt: timestamp("done_at", { withTimezone: true }),
});

export const splitPayments = pgTable(
  "split_payments",
  {
    uuid: uuid("uuid").primaryKey(),
    orderUuid: uuid("order_uuid")
      .notNull()
      .references(() => orders.uuid, { onDelete: "cascade" }),
    guestName: text("guest_name").notNull(),
    amount: money("amount").notNull(),
    status: text("status", { enum: SPLIT_STATUSES }).notNull().default("AVAILABLE"),
    createdAt: createdAt(),
  },
  (t) => [oneOf("split_payments_status", t.status, SPLIT_STATUSES)],
);

export const wallets = pgTable(
  "wallets",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    walletId: text("wallet_id").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    balance: money("balance").notNull(),
    /** Base32 TOTP secret (RFC 6238) shared with the owner's wallet app ("Get from Blue App"); "" accepts no OTP. */
    otpSecret: text("otp_secret").notNull().default(""),
    /** The last 30-second step whose OTP was used: an OTP is accepted once. */
    otpLastStep: integer("otp_last_step"),
    /** Wrong OTPs since the last success or lock; at the limit the wallet locks until otp_locked_until. */
    otpFailures: integer("otp_failures").notNull().default(0),
    otpLockedUntil: timestamp("otp_locked_until", { withTimezone: true }),
  },
  (t) => [uniqueIndex("wallets_venue_wallet").on(t.venueId, t.walletId)],
);

export const employees = pgTable(
  "employees",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    employeeId: text("employee_id").notNull(),
    employeePhone: text("employee_phone").notNull(),
  },
  (t) => [uniqueIndex("employees_venue_employee").on(t.venueId, t.employeeId)],
);

export const feedbackSubmissions = pgTable("feedback_submissions", {
  id: serial("id").primaryKey(),
  venueId: integer("venue_id")
    .notNull()
    .references(() => venues.id, { onDelete: "cascade" }),
  formId: integer("form_id").notNull(),
  language: text("language").notNull(),
  submission: jsonb("submission").$type<Record<string, unknown>>().notNull(),
  originLabel: text("origin_label"),
  originType: text("origin_type"),
  originLocation: jsonb("origin_location").$type<{ type: "Point"; coordinates: [number, number] } | null>(),
  createdAt: createdAt(),
});

export const ORDER_MEMBER_ROLES = ["creator", "member"] as const;

/**
 * The devices that may change an order (issue 24): its creator and the guests who joined it at its
 * table. Only the sha256 of each device's member key is kept, so a leaked table holds no usable key.
 */
export const orderMembers = pgTable(
  "order_members",
  {
    id: serial("id").primaryKey(),
    orderUuid: uuid("order_uuid")
      .notNull()
      .references(() => orders.uuid, { onDelete: "cascade" }),
    keyHash: text("key_hash").notNull(),
    role: text("role", { enum: ORDER_MEMBER_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("order_members_key").on(t.keyHash),
    index("order_members_order").on(t.orderUuid),
    oneOf("order_members_role", t.role, ORDER_MEMBER_ROLES),
  ],
);

/**
 * Wrong wallet OTPs counted per order (issue 24 item 2). An order names one phone, so one wallet:
 * this is the count per wallet and order, and a stranger's wrong tries on their own order lock that
 * order's tries only, never the owner's on theirs. Orders whose phone has no wallet are counted
 * alike (wallet_id null), so nothing tells the two apart.
 */
export const walletOtpFailures = pgTable("wallet_otp_failures", {
  orderUuid: uuid("order_uuid")
    .primaryKey()
    .references(() => orders.uuid, { onDelete: "cascade" }),
  walletId: integer("wallet_id").references(() => wallets.id, { onDelete: "set null" }),
  failures: integer("failures").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * A device's Web Push subscription to one order's status (issue 29): stored with the order and its
 * venue, one per push endpoint and order, deleted with the order's final notification or when the push
 * service says the endpoint is gone (404/410). `pushed_change` counts the order's status changes already
 * pushed (orders.status_changes' length): an instance claims a change by raising it, so one sends.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    orderUuid: uuid("order_uuid")
      .notNull()
      .references(() => orders.uuid, { onDelete: "cascade" }),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The language the guest subscribed in: the service worker shows the notification in it. */
    language: text("language").notNull(),
    pushedChange: integer("pushed_change").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_order_endpoint").on(t.orderUuid, t.endpoint)],
);

/**
 * Secrets the demo makes up on its first start and every instance on the database shares (the VAPID
 * pair when VAPID_* is not set, issue 29). Production refuses to start without its own instead.
 */
export const generatedSecrets = pgTable("generated_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});
