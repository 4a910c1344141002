import { order, type Order, type OrderInput } from "@/lib/api/schemas/order";
import type { MoneySettings } from "@/lib/domain/money-format";
import type { ReceiptLabels } from "./receipt-view";

export const ORDER_UUID = "0b6f8a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

/** The demo venue's money settings (server/seed/venues/demo.json): AED, 2 decimals, US$ at 0.2723. */
export const demoMoney: MoneySettings = {
  currency: "AED",
  currency_symbol: "AED",
  display_currency: "AED",
  price_decimal_places: 2,
  enable_arabic_numerals: true,
  enable_alt_currency: true,
  alt_currency: "USD",
  alt_currency_symbol: "US$",
  alt_currency_price_decimal_places: 2,
  alt_currency_exchange_rate: 0.2723,
};

export const englishLabels: ReceiptLabels = {
  subtotal: "Subtotal",
  loyaltyDiscounts: "Loyalty Discounts",
  taxes: "Taxes",
  deliveryFees: "Delivery Fees",
  discount: "Discount",
  tips: "Tips",
  total: "Total",
  balanceDue: "Balance Due",
  change: "Change",
  paymentTypes: { cash: "Cash", machine: "Card Machine", card: "Online Payments", loyalty: "Loyalty", blue_wallet: "Blue Wallet" },
};

/** An order as the venue API reads it; amounts arrive as numeric text, as from Django. */
export function testOrder(overrides: Partial<OrderInput> = {}): Order {
  return order.parse({
    uuid: ORDER_UUID,
    status: "pending",
    created: "2026-03-01T10:05:00.000Z",
    padded_order_id: "000042",
    customer_name: "Layla",
    phone: "",
    discounts: [],
    delivery_fees: "0.000",
    total: "0.000",
    sub_total: "0.000",
    line_items: [],
    taxes: [],
    order_comments: "",
    additional_data: { tips_amount: "0.000", iiko_loyalty_discounts: [] },
    payments: [],
    split_payments: [],
    balance_due: "0.000",
    change: "0.000",
    payment_url: null,
    common_order: false,
    ...overrides,
  });
}

export const line = (name: string, price: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  id: Math.floor(Math.random() * 1e6),
  product: 1,
  product_sku: "",
  product_name: name,
  product_variation: "",
  variations: [],
  combo_groups: [],
  product_price: price,
  product_price_currency: "AED",
  quantity,
  special_instructions: "",
  cart_uuid: null,
  status: "Active",
  ...extra,
});
