import { cn } from "./class-names";

describe("cn", () => {
  it("lets the later of two theme colours of one property win, and keeps a colour beside a size", () => {
    expect(cn("bg-cart-button-bg text-cart-button-text", "bg-button-bg")).toBe("text-cart-button-text bg-button-bg");
    expect(cn("text-button-text text-lg", "text-base")).toBe("text-button-text text-base");
    expect(cn("border-2 border-current", "aria-invalid:border-red-700", "aria-invalid:border-[#b00020]")).toBe(
      "border-2 border-current aria-invalid:border-[#b00020]",
    );
  });

  it("keeps leading-none beside a text size, and the component classes", () => {
    expect(cn("btn size-11 text-xl leading-none", "text-2xl")).toBe("btn size-11 leading-none text-2xl");
    expect(cn("chip focus-ring", false, undefined, "px-4")).toBe("chip focus-ring px-4");
  });
});
