/** @jest-environment jsdom */
import { holdsOrderKey, orderKeyOf, rememberOrderKey } from "./order-keys";

const UUID = "0b7f7a4e-3c1d-4a57-9a53-5d2f0c1e9b11";

describe("order keys", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps a key per order uuid, whatever its case", () => {
    expect(orderKeyOf(UUID)).toBeNull();
    rememberOrderKey(UUID.toUpperCase(), "k-1");
    expect(orderKeyOf(UUID)).toBe("k-1");
    expect(holdsOrderKey(UUID)).toBe(true);
    expect(holdsOrderKey("another")).toBe(false);
  });

  it("ignores a stored value too long to be a key", () => {
    window.localStorage.setItem(`carte-order-key-${UUID}`, "x".repeat(500));
    expect(orderKeyOf(UUID)).toBeNull();
  });
});
