/**
 * Bounds of what a client may send to the venue API (issue 10): the server refuses more with a 400
 * naming the field, and the guest app's forms use the same numbers as their maxLength. They bound
 * requests only: answers (the menu, an order read back) are read without maximums.
 */

/** The venue API refuses longer form answers, so a form without its own maxlength stops here. */
export const FORM_ANSWER_MAX_LENGTH = 2000;

/** Ids are PostgreSQL integer columns: 1 to 2^31-1. */
export const ID_MAX = 2_147_483_647;

/** Quantity of one cart line (the Input Quantity modal's ceiling when the menu sets none). */
export { QUANTITY_MAX } from "@/lib/domain/quantity";

/**
 * Largest amount a request may carry, in currency units. Money columns are numeric(12,3) (below
 * 1e9); staying below 1e8 keeps a total plus tips, fees or a few shares inside that range.
 */
export const AMOUNT_MAX = 99_999_999.999;

/** Maximum length, in characters, of each text a client sends. */
export const TEXT_MAX = {
  customer_name: 100,
  email: 254,
  address: 500,
  /** address_flat_no, address_building_premise, address_area_street, address_landmark. */
  address_part: 200,
  order_comments: 1000,
  /** Travels as a line of order_comments ("Car Number: …"), so the comments box leaves room for it. */
  car_number: 20,
  special_instructions: 500,
  /** Product and combo names are the menu's, sent back as shown. */
  product_name: 500,
  product_sku: 100,
  /** The choice summary, e.g. "Size: Large, Sauce: BBQ". */
  product_variation: 2000,
  currency: 10,
  coupon_code: 64,
  employee_id: 64,
  origin_label: 32,
  origin_type: 16,
  tax_name: 100,
  cart_uuid: 64,
  /** The first name a guest shows on a table tab beside the lines they add (issue 16). */
  added_by: 40,
  /** A device's random id on a table tab: it numbers unnamed guests ("Guest 2"), never shown. */
  tab_guest: 64,
  line_status: 32,
  /** Order ids and uuids, split payment uuids, wallet ids. */
  order_id: 64,
  wallet_id: 64,
  /** A QR link's table or room token. */
  location_token: 100,
  payment_reference: 128,
  license: 64,
  domain: 253,
  date_time: 64,
  /** Loyalty discount names and the other texts of a discount entry. */
  discount_name: 200,
  /** A form answer (text, textarea or one chosen value) and a form field's name. */
  form_answer: FORM_ANSWER_MAX_LENGTH,
  form_field_name: 100,
  /** Any one segment of a request path, decoded. */
  path_segment: 255,
} as const;

/** Maximum number of entries of each list a client sends. */
export const LIST_MAX = {
  line_items: 100,
  /** Chosen variation values and product_variations entries of one line or combo product. */
  variations: 50,
  combo_groups: 20,
  combo_products: 20,
  taxes: 20,
  loyalty_discounts: 20,
  discount_entries: 50,
  /** Answers of one form submission. */
  form_answers: 100,
  /** Values chosen in one checkbox-group answer. */
  form_choices: 50,
} as const;

/** address_google_place_data, serialised: a place's details, with room to spare. */
export const PLACE_DATA_MAX_CHARS = 16_000;

/** JSON bodies nested deeper than this are refused before they are read. */
export const JSON_DEPTH_MAX = 32;

/** Request body size: order creation and patching carry carts; every other call is small. */
export const BODY_MAX_BYTES = 64 * 1024;
export const ORDER_BODY_MAX_BYTES = 512 * 1024;

/** What the cart's comments box takes: order_comments less the car number's line and its label. */
export const ORDER_COMMENTS_INPUT_MAX = TEXT_MAX.order_comments - TEXT_MAX.car_number - 80;

export type TextField = keyof typeof TEXT_MAX;
export type ListField = keyof typeof LIST_MAX;
