import { menuForm } from "@/lib/api/schemas/form";
import { landingForm } from "./landing-form";
import { feedbackForm, tableServiceForm, welcomeForm } from "./test-fixtures";

describe("landingForm (000 section 2)", () => {
  const forms = [feedbackForm, welcomeForm, tableServiceForm];

  it("is the form flagged display_on_menu_load: the demo's form 1", () => {
    expect(landingForm(forms, new Set())?.id).toBe(1);
  });

  it("is not shown again once submitted", () => {
    expect(landingForm(forms, new Set([1]))).toBeNull();
  });

  it("skips disabled forms and forms behind the location gate", () => {
    const disabled = menuForm.parse({ id: 4, name: "Off", enable: false, display_on_menu_load: true });
    const gated = menuForm.parse({ id: 5, name: "Gated", enable: true, enable_geofence: true, display_on_menu_load: true });
    const next = menuForm.parse({ id: 6, name: "Next", enable: true, display_on_menu_load: true });
    expect(landingForm([disabled, gated, next], new Set())?.id).toBe(6);
    expect(landingForm([disabled, gated], new Set())).toBeNull();
  });
});
