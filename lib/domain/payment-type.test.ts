import {
  DEFAULT_PAYMENT_TYPE,
  PAYMENT_TYPES,
  autoPaymentType,
  availablePaymentTypes,
  initialPaymentType,
  isPaymentType,
  paymentTypesEnabled,
  type AutoPaymentTypeInput,
  type PaymentMenuFlags,
  type PaymentType,
} from "./payment-type";
import { toMilli } from "./money";

describe("payment type values: 'Selector values: cash, machine, card'", () => {
  it("lists the selector values and defaults to cash", () => {
    expect(PAYMENT_TYPES).toEqual(["cash", "machine", "card"]);
    expect(DEFAULT_PAYMENT_TYPE).toBe("cash");
  });

  it.each<[unknown, boolean]>([
    ["cash", true],
    ["machine", true],
    ["card", true],
    ["loyalty", false],
    ["blue_wallet", false],
    ["Card", false],
    [undefined, false],
  ])("isPaymentType(%j) -> %s", (value, expected) => {
    expect(isPaymentType(value)).toBe(expected);
  });
});

describe("availablePaymentTypes: enable_cash, enable_card_machine, payment_enabled", () => {
  it.each<[string, PaymentMenuFlags, PaymentType[]]>([
    ["all three", { enable_cash: true, enable_card_machine: true, payment_enabled: true }, ["cash", "machine", "card"]],
    ["cash only", { enable_cash: true }, ["cash"]],
    ["card machine only", { enable_card_machine: true, enable_cash: false }, ["machine"]],
    ["online payment only", { payment_enabled: true }, ["card"]],
    ["none", {}, []],
    ["null flags are off", { enable_cash: null, payment_enabled: null }, []],
  ])("%s", (_case, menu, expected) => {
    expect(availablePaymentTypes(menu)).toEqual(expected);
  });
});

describe("paymentTypesEnabled: enable_payment_type shows the selector", () => {
  it.each<[PaymentMenuFlags, boolean]>([
    [{ enable_payment_type: true, enable_cash: true }, true],
    [{ enable_payment_type: false, enable_cash: true, payment_enabled: true }, false],
    [{ enable_cash: true }, false],
    [{ enable_payment_type: true }, false],
  ])("%o -> %s", (menu, expected) => {
    expect(paymentTypesEnabled(menu)).toBe(expected);
  });
});

describe("initialPaymentType: 'Default is the stored value or cash'", () => {
  it.each<[unknown, PaymentType]>([
    ["machine", "machine"],
    ["card", "card"],
    [null, "cash"],
    [undefined, "cash"],
    ["loyalty", "cash"],
    ["bitcoin", "cash"],
  ])("stored %j -> %s", (stored, expected) => {
    expect(initialPaymentType(stored)).toBe(expected);
  });
});

describe("autoPaymentType: 'Automatic default on totals'", () => {
  const positive = toMilli("10.000");
  it.each<[string, AutoPaymentTypeInput, PaymentType]>([
    ["total above 0, online payment enabled, none chosen -> card", { total: positive, onlinePaymentEnabled: true, chosen: null }, "card"],
    ["total above 0, online not enabled, none chosen -> cash", { total: positive, onlinePaymentEnabled: false, chosen: null }, "cash"],
    ["total 0 -> cash", { total: 0, onlinePaymentEnabled: true, chosen: null }, "cash"],
    ["total 0 overrides a card choice", { total: 0, onlinePaymentEnabled: true, chosen: "card" }, "cash"],
    ["total 0 overrides a machine choice", { total: 0, onlinePaymentEnabled: false, chosen: "machine" }, "cash"],
    ["a choice is kept when total is above 0", { total: positive, onlinePaymentEnabled: true, chosen: "machine" }, "machine"],
    ["cash chosen stays cash with online enabled", { total: positive, onlinePaymentEnabled: true, chosen: "cash" }, "cash"],
    ["card chosen stays card with online enabled", { total: positive, onlinePaymentEnabled: true, chosen: "card" }, "card"],
    ["card chosen but online payment off -> cash", { total: positive, onlinePaymentEnabled: false, chosen: "card" }, "cash"],
    ["total 0.001 counts as above 0", { total: 1, onlinePaymentEnabled: true, chosen: null }, "card"],
  ])("%s", (_case, input, expected) => {
    expect(autoPaymentType(input)).toBe(expected);
  });

  it("preselects nothing online for the first phone at a table-tab venue (issue 24 item 9)", () => {
    expect(autoPaymentType({ total: positive, onlinePaymentEnabled: true, chosen: null, tableTab: true })).toBe("cash");
    // The guest may still choose to pay online.
    expect(autoPaymentType({ total: positive, onlinePaymentEnabled: true, chosen: "card", tableTab: true })).toBe("card");
    expect(autoPaymentType({ total: positive, onlinePaymentEnabled: true, chosen: null, tableTab: false })).toBe("card");
  });
});
