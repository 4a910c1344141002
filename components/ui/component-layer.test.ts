import { buttonClass, type ButtonSize, type ButtonVariant } from "./button";
import { chipClass } from "./chip";
import { componentClasses, look } from "./component-layer.test-support";
import { inputClass } from "./input";

const VARIANTS: ButtonVariant[] = ["primary", "secondary", "ghost", "danger", "cart", "feedback", "whatsapp"];
const SIZES: ButtonSize[] = ["md", "lg", "icon"];

/** Names a class string holds that are not Tailwind utilities of ours: each must be a component class. */
function designClasses(className: string): string[] {
  return className.split(/\s+/).filter((name) => /^(btn|chip|input|focus-ring)\b/.test(name));
}

describe("the design system's components layer (app/globals.css)", () => {
  it("defines every class a variant can produce, so a caller's utility always wins by its layer", () => {
    const defined = componentClasses();
    const produced = [
      ...VARIANTS.flatMap((variant) => SIZES.map((size) => buttonClass({ variant, size, full: true }))),
      ...[true, false, undefined].flatMap((selected) => (["outline", "solid"] as const).map((chip) => chipClass({ selected, look: chip }))),
      inputClass(),
    ];
    const missing = produced.flatMap(designClasses).filter((name) => !defined.has(name));
    expect(missing).toEqual([]);
  });

  it("draws a chosen chip, and a chip whose input is checked, in the look's chosen colours", () => {
    expect(look(chipClass({ selected: true }))).toEqual(expect.arrayContaining(["border-primary", "bg-primary/10"]));
    expect(look(chipClass({ selected: false }))).not.toContain("border-primary");
    expect(look(chipClass())).toContain("has-checked:border-primary");
    expect(look(chipClass({ look: "solid", selected: true }))).toEqual(
      expect.arrayContaining(["bg-header-bg", "font-bold", "text-header-text"]),
    );
  });

  it("underlines a ghost button's text on hover, but not a glyph's", () => {
    expect(look(buttonClass({ variant: "ghost" }))).toContain("hover:underline");
    expect(look(buttonClass({ variant: "ghost", size: "icon" }))).not.toContain("hover:underline");
  });
});
