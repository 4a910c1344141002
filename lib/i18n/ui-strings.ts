/**
 * The venue's ui_strings (menu data) override our catalogue texts at render.
 * Venue texts are plain text, not ICU: they are escaped so that braces, apostrophes and angle brackets
 * show literally, except `{arg}` for an argument the replaced message itself uses.
 */

import { discountBadgePattern } from "@/lib/domain/discount-badge";

export type Messages = { readonly [key: string]: string | Messages };

/** "Namespace.key" path into a messages catalogue. */
export type MessagePath = `${string}.${string}`;

/** Primary catalogue text each ui_str key overrides. */
export const UI_STRING_KEYS: Readonly<Record<string, MessagePath>> = {
  ui_str_discount: "Product.discount",
  ui_str_out_of_stock: "Product.outOfStock",
  ui_str_add_to_cart: "Product.addToCart",
  ui_str_select_variations: "VariationModal.title",
  ui_str_required: "Product.required",
  ui_str_choose_upto_options: "Product.chooseUpto",
  ui_str_qty: "QuantityModal.quantity",
  ui_str_input_qty: "QuantityModal.title",
  ui_str_save: "QuantityModal.save",
  ui_str_continue_shopping: "Form.backToMenu",
  ui_str_feedback_submit: "Form.submit",
  ui_str_feedback_submitting: "Form.submitting",
  ui_str_feedback_submission_error: "Form.submissionError",
  ui_str_error_adding_to_order: "Toasts.errorAddingItem",
  ui_str_order_active_table: "Toasts.activeOrderOnTable",
  ui_str_cart_item_added: "Toasts.itemAddedToCart",
  ui_str_order_submit_error: "Errors.submitOrder",
  ui_str_minimum_order_amount: "Cart.minimumOrder",
  ui_str_order_thank_you: "Payment.thankYou",
  ui_str_order_pending: "Order.orderPending",
  ui_str_order_accepted: "Order.orderAccepted",
  // Section 9 "Default labels" of the ordering specification.
  ui_str_order: "Receipt.order",
  ui_str_product: "Receipt.product",
  ui_str_price: "Receipt.price",
  ui_str_tips: "Receipt.tips",
  ui_str_total: "Receipt.total",
  ui_str_balance_due: "Receipt.balanceDue",
  ui_str_change: "Receipt.change",
  ui_str_order_comments: "Receipt.orderComments",
  ui_str_cash: "PaymentTypes.cash",
  ui_str_card_machine: "PaymentTypes.machine",
  ui_str_online_payments: "PaymentTypes.card",
  ui_str_loyalty: "PaymentTypes.loyalty",
  ui_str_blue_wallet: "PaymentTypes.blueWallet",
  // Location gate panel (catalogue specification sections 4 and 8).
  ui_str_geo_locating: "LocationGate.locating",
  ui_str_geo_permission_denied: "LocationGate.denied",
  ui_str_geo_enable_location: "LocationGate.enableLocation",
  ui_str_geo_unavailable: "LocationGate.unavailable",
  ui_str_geo_retry: "LocationGate.retry",
  ui_str_geo_error: "LocationGate.error",
  ui_str_geo_checking: "LocationGate.checking",
  ui_str_geo_outside_area: "LocationGate.outsideArea",
  ui_str_geo_refresh_location: "LocationGate.refreshLocation",
  ui_str_geo_enable_to_continue: "LocationGate.idle",
  ui_str_geo_unable_to_get_location: "LocationGate.unableToGetLocation",
  ui_str_geo_validation_error: "LocationGate.couldNotValidate",
};

/** The same text appears on several screens; one venue override must change all of them. */
export const UI_STRING_EXTRA_TARGETS: Readonly<Record<string, readonly MessagePath[]>> = {
  ui_str_discount: ["Category.discount", "Category.discountPercent"],
  ui_str_out_of_stock: ["Category.outOfStock", "VariationModal.outOfStock", "Cart.outOfStock"],
  ui_str_add_to_cart: ["Category.addToCart", "VariationModal.addToCart"],
  ui_str_required: ["VariationModal.required", "Common.required"],
  ui_str_choose_upto_options: ["VariationModal.chooseUpto"],
  ui_str_qty: ["Product.quantity", "Receipt.qty", "MergeDialog.qty"],
  ui_str_save: ["Common.save"],
  ui_str_continue_shopping: ["Cart.backToMenu", "Order.backToMenu"],
  ui_str_feedback_submission_error: ["Errors.formSubmission"],
  ui_str_error_adding_to_order: ["Errors.errorAddingItem"],
  ui_str_order_active_table: ["MergeDialog.title"],
  ui_str_minimum_order_amount: ["Checkout.minimumOrder"],
  ui_str_order_thank_you: ["Order.thankYou"],
  ui_str_tips: ["Tips.title"],
  ui_str_order_comments: ["Cart.orderComments", "Checkout.orderComments"],
  ui_str_geo_retry: ["Common.retry"],
};

/** Targets where the venue's text is a part of the message: the discount badge is "{percent}% " and the word. */
const UI_STRING_PATTERNS: Readonly<Partial<Record<MessagePath, (text: string) => string>>> = {
  "Category.discountPercent": discountBadgePattern,
};

/** Every catalogue path a ui_str key overrides, primary first. */
export function uiStringTargets(uiKey: string): readonly MessagePath[] {
  if (!Object.hasOwn(UI_STRING_KEYS, uiKey)) return [];
  const primary = UI_STRING_KEYS[uiKey];
  const extra = Object.hasOwn(UI_STRING_EXTRA_TARGETS, uiKey) ? (UI_STRING_EXTRA_TARGETS[uiKey] ?? []) : [];
  return primary === undefined ? extra : [primary, ...extra];
}

/** Returns a new catalogue with the venue's non-blank, known ui_strings applied; the input is not changed. */
export function applyUiStrings<M extends Messages>(messages: M, uiStrings: Readonly<Record<string, unknown>> | null | undefined): M {
  if (!uiStrings) return messages;
  let result: Messages = messages;
  for (const [uiKey, raw] of Object.entries(uiStrings)) {
    if (typeof raw !== "string" || raw.trim() === "") continue;
    for (const path of uiStringTargets(uiKey)) {
      const segments = path.split(".");
      const current = readMessage(result, segments);
      if (current === undefined) continue;
      const text = UI_STRING_PATTERNS[path]?.(raw) ?? raw.trim();
      result = writeMessage(result, segments, venueTextToIcu(text, topLevelArguments(current)));
    }
  }
  // Only string leaves that already existed were replaced by strings, so the shape of M is kept.
  return result as M;
}

/**
 * Turns plain venue text into an ICU message. `{name}` stays an argument when `name` is one of `args`;
 * arguments the text does not mention are appended (the minimum-order banner is the text "followed by the amount").
 */
export function venueTextToIcu(text: string, args: readonly string[]): string {
  const used = new Set<string>();
  let body = "";
  // Literal text is escaped as a whole: escaping pieces separately could merge their quotes.
  let literal = "";
  for (const part of text.split(/(\{\s*[A-Za-z_]\w*\s*\})/)) {
    const name = /^\{\s*([A-Za-z_]\w*)\s*\}$/.exec(part)?.[1];
    if (name !== undefined && args.includes(name)) {
      body += `${escapeIcu(literal)}{${name}}`;
      literal = "";
      used.add(name);
    } else {
      literal += part;
    }
  }
  body += escapeIcu(literal);
  const missing = args.filter((name) => !used.has(name));
  return missing.length === 0 ? body : `${body} ${missing.map((name) => `{${name}}`).join(" ")}`;
}

/**
 * Escapes text so that ICU (with rich-text tags) prints it literally; a lone ">" is already literal.
 * A run of syntax characters is quoted as a whole: adjacent quoted pieces ('{''}') would merge and
 * turn the doubled apostrophe into a literal one.
 */
export function escapeIcu(text: string): string {
  return text.replace(/['{}<]+/g, (run) => {
    const leading = /^'*/.exec(run)?.[0] ?? "";
    const rest = run.slice(leading.length);
    const quoted = rest === "" ? "" : `'${rest.replace(/'/g, "''")}'`;
    return leading.replace(/'/g, "''") + quoted;
  });
}

/** Names of the arguments at the top level of an ICU message, in order, without duplicates. */
export function topLevelArguments(message: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < message.length; i += 1) {
    const ch = message[i];
    const next = message[i + 1] ?? "";
    if (ch === "'") {
      if (next === "'") i += 1;
      else if (quoted) quoted = false;
      else if ("{}<>#|".includes(next)) quoted = true;
    } else if (quoted) {
      continue;
    } else if (ch === "{") {
      const name = depth === 0 ? /^\{\s*([^\s,{}]+)/.exec(message.slice(i))?.[1] : undefined;
      if (name !== undefined && !names.includes(name)) names.push(name);
      depth += 1;
    } else if (ch === "}") {
      depth = Math.max(0, depth - 1);
    }
  }
  return names;
}

function readMessage(messages: Messages, path: readonly string[]): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const segment of path) {
    if (node === undefined || typeof node === "string" || !Object.hasOwn(node, segment)) return undefined;
    node = node[segment];
  }
  return typeof node === "string" ? node : undefined;
}

function writeMessage(messages: Messages, path: readonly string[], value: string): Messages {
  const [head, ...rest] = path;
  if (head === undefined) return messages;
  const current = messages[head];
  if (rest.length === 0) return { ...messages, [head]: value };
  if (current === undefined || typeof current === "string") return messages;
  return { ...messages, [head]: writeMessage(current, rest, value) };
}
