import { menuForm } from "@/lib/api/schemas/form";
import { feedbackFormAfterOrder } from "./feedback-form";

const form = (id: number, fields: Record<string, unknown>) => menuForm.parse({ id, name: `Form ${id}`, form_data: [], ...fields });

describe("feedbackFormAfterOrder", () => {
  it("offers the demo venue's feedback form: not the onboarding form, not the geofenced one", () => {
    const forms = [
      form(1, { enable: true, display_on_menu_load: true }),
      form(2, { enable: true, name: "Share your feedback" }),
      form(3, { enable: true, enable_geofence: true }),
    ];
    expect(feedbackFormAfterOrder(forms)).toMatchObject({ id: 2, name: "Share your feedback" });
  });

  it("offers nothing when no enabled form fits", () => {
    expect(feedbackFormAfterOrder([form(2, { enable: false }), form(3, { enable: true, enable_geofence: true })])).toBeNull();
    expect(feedbackFormAfterOrder([])).toBeNull();
  });
});
