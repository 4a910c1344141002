import { menuForm, type MenuForm } from "@/lib/api/schemas/form";

/** The demo venue's form 2, "Share your feedback", in English (server/seed/venues/demo.json): every field type. */
export const feedbackForm: MenuForm = menuForm.parse({
  id: 2,
  name: "Share your feedback",
  enable: true,
  enable_geofence: false,
  display_on_menu_load: false,
  form_data: [
    { type: "header", subtype: "h2", label: "How was your visit?" },
    { type: "paragraph", subtype: "p", label: "<p>We read every message. Fields marked with * are required.</p>" },
    { type: "text", subtype: "text", name: "full_name", label: "Name", placeholder: "Your name", required: true, maxlength: 60 },
    { type: "text", subtype: "email", name: "email", label: "Email", placeholder: "name@example.com", required: true },
    {
      type: "text",
      subtype: "tel",
      name: "phone",
      label: "Mobile number",
      placeholder: "050 123 4567",
      description: "So we can call you back if needed.",
      required: false,
    },
    { type: "number", name: "guests", label: "Number of guests", placeholder: "2", min: 1, max: 20, step: 1, required: false },
    { type: "date", name: "visit_date", label: "Date of visit", required: true },
    {
      type: "select",
      name: "occasion",
      label: "Occasion",
      required: false,
      multiple: false,
      values: [
        { label: "Breakfast", value: "breakfast", selected: true },
        { label: "Business meeting", value: "business", selected: false },
        { label: "Family outing", value: "family", selected: false },
        { label: "Celebration", value: "celebration", selected: false },
      ],
    },
    {
      type: "select",
      name: "dishes",
      label: "Which dishes did you try?",
      required: false,
      multiple: true,
      values: [
        { label: "Shakshuka", value: "shakshuka" },
        { label: "Karak chai", value: "karak" },
        { label: "Hummus", value: "hummus" },
        { label: "Mixed grill", value: "mixed_grill" },
        { label: "Kunafa", value: "kunafa" },
      ],
    },
    {
      type: "radio-group",
      name: "return_visit",
      label: "Would you come back?",
      required: true,
      other: true,
      values: [
        { label: "Definitely", value: "yes" },
        { label: "Maybe", value: "maybe" },
        { label: "Probably not", value: "no" },
      ],
    },
    {
      type: "checkbox-group",
      name: "liked",
      label: "What did you enjoy?",
      required: false,
      other: true,
      inline: true,
      values: [
        { label: "The food", value: "food" },
        { label: "The coffee", value: "coffee" },
        { label: "The service", value: "service" },
        { label: "The fountain view", value: "view" },
        { label: "The atmosphere", value: "atmosphere" },
      ],
    },
    {
      type: "checkbox",
      name: "newsletter",
      label: "Send me news and offers",
      required: false,
      toggle: true,
      values: [{ label: "Yes, please", value: "yes", selected: false }],
    },
    { type: "starRating", name: "rating", label: "Overall rating", placeholder: "5", required: true },
    {
      type: "textarea",
      name: "comments",
      label: "Anything else?",
      placeholder: "Tell us more…",
      rows: 4,
      maxlength: 500,
      required: false,
    },
    { type: "hidden", name: "source", value: "qr-menu" },
  ],
});

/** The demo's form 1 (display_on_menu_load) and form 3 (enable_geofence), trimmed to what the tests read. */
export const welcomeForm: MenuForm = menuForm.parse({
  id: 1,
  name: "Welcome to Saffron & Sand",
  enable: true,
  display_on_menu_load: true,
  form_data: [
    { type: "text", subtype: "text", name: "guest_name", label: "Your first name", maxlength: 40 },
    {
      type: "radio-group",
      name: "visit_type",
      label: "Is this your first visit?",
      required: true,
      inline: true,
      values: [
        { label: "Yes, first time", value: "first" },
        { label: "No, I have been before", value: "returning" },
      ],
    },
  ],
});

export const tableServiceForm: MenuForm = menuForm.parse({
  id: 3,
  name: "Table service request",
  enable: true,
  enable_geofence: true,
  form_data: [{ type: "number", name: "table", label: "Table number", min: 1, max: 12, step: 1, required: true }],
});
