import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";

// The form screen (000 sections 2, 3, 5, 8, 9) on the demo venue's form 2, "Share your feedback": every
// field type. The demo's ui_strings rename Submit to "Send" and Back To Menu to "Back to the menu";
// menu_country is AE, so phone numbers are checked as Emirati numbers.

const FORM = "/en/form/2/";

/** Each test that submits counts against its own rate-limit bucket (10 submissions a minute per client). */
async function ownClient(page: Page, address: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
}

const name = (page: Page) => page.getByRole("textbox", { name: "Name", exact: true });
const email = (page: Page) => page.getByRole("textbox", { name: "Email" });
const phone = (page: Page) => page.getByRole("textbox", { name: "Mobile number" });
const guests = (page: Page) => page.getByRole("spinbutton", { name: "Number of guests" });
const visitDate = (page: Page) => page.getByLabel("Date of visit");
const comeBack = (page: Page) => page.getByRole("radiogroup", { name: "Would you come back?" });
const enjoyed = (page: Page) => page.getByRole("group", { name: "What did you enjoy?" });
const rating = (page: Page) => page.getByRole("radiogroup", { name: "Overall rating" });
const comments = (page: Page) => page.getByRole("textbox", { name: "Anything else?" });
const send = (page: Page) => page.getByRole("button", { name: "Send" });

async function fillEveryField(page: Page) {
  await name(page).fill("Layla Haddad");
  await email(page).fill("layla@example.com");
  await phone(page).fill("050 123 4567");
  await guests(page).fill("4");
  await visitDate(page).fill("2025-03-14");
  await page.getByRole("combobox", { name: "Occasion" }).selectOption("family");
  await page.getByRole("listbox", { name: "Which dishes did you try?" }).selectOption(["karak", "kunafa"]);
  await comeBack(page).getByRole("radio", { name: "Other" }).check();
  await comeBack(page).getByRole("textbox", { name: "Other" }).fill("If I am in town");
  await enjoyed(page).getByRole("checkbox", { name: "The food" }).check();
  await enjoyed(page).getByRole("checkbox", { name: "Other" }).check();
  await enjoyed(page).getByRole("textbox", { name: "Other" }).fill("The music");
  await page.getByRole("switch", { name: "Yes, please" }).check();
  await rating(page).getByRole("radio", { name: "4 stars" }).check();
  await comments(page).fill("Lovely terrace.");
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("form 2 shows every field type, on #efefef, titled form | venue | site", async ({ page }) => {
  await page.goto(FORM);
  await expect(page).toHaveTitle(/^Share your feedback \| Saffron & Sand \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Share your feedback" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "How was your visit?" })).toBeVisible();
  await expect(page.getByText("We read every message. Fields marked with * are required.")).toBeVisible();
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(239, 239, 239)");

  await expect(name(page)).toHaveAttribute("placeholder", "Your name");
  await expect(email(page)).toHaveAttribute("type", "email");
  await expect(phone(page)).toHaveAttribute("type", "tel");
  await expect(phone(page)).toHaveAccessibleDescription("So we can call you back if needed.");
  await expect(guests(page)).toHaveAttribute("min", "1");
  await expect(guests(page)).toHaveAttribute("max", "20");
  await expect(visitDate(page)).toHaveAttribute("placeholder", "YYYY-MM-DD");
  const occasion = page.getByRole("combobox", { name: "Occasion" });
  await expect(occasion).toHaveValue("breakfast");
  await expect(occasion.getByRole("option")).toHaveText(["---", "Breakfast", "Business meeting", "Family outing", "Celebration"]);
  await expect(page.getByRole("listbox", { name: "Which dishes did you try?" })).toHaveAttribute("multiple", "");
  await expect(comeBack(page).getByRole("radio")).toHaveCount(4);
  await expect(comeBack(page).getByRole("radio", { name: "Other" })).toBeVisible();
  await expect(enjoyed(page).getByRole("checkbox")).toHaveCount(6);
  // An inline group lays its options out in a row.
  const food = await enjoyed(page).getByRole("checkbox", { name: "The food" }).boundingBox();
  const coffee = await enjoyed(page).getByRole("checkbox", { name: "The coffee" }).boundingBox();
  expect(food?.y).toBe(coffee?.y);
  await expect(page.getByRole("switch", { name: "Yes, please" })).not.toBeChecked();
  await expect(rating(page).getByRole("radio")).toHaveCount(5);
  await expect(rating(page).getByRole("radio", { name: "5 stars" })).toBeAttached();
  await expect(comments(page)).toHaveAttribute("rows", "4");
  await expect(page.locator('input[type="hidden"][name="field_14"]')).toBeAttached();
  await expect(send(page)).toBeDisabled();
  await expectNoSeriousViolations(page);
});

test("the star rating is a keyboard-operable radio group", async ({ page }) => {
  await page.goto(FORM);
  await rating(page).getByRole("radio", { name: "3 stars" }).check();
  await page.keyboard.press("ArrowRight");
  await expect(rating(page).getByRole("radio", { name: "4 stars" })).toBeChecked();
  await expect(rating(page).getByRole("radio", { name: "4 stars" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(rating(page).getByRole("radio", { name: "2 stars" })).toBeChecked();
});

test("validates on every change with the specification's messages, and Send waits for a valid form", async ({ page }) => {
  await page.goto(FORM);
  await name(page).fill("L");
  await name(page).fill("");
  await expect(name(page)).toHaveAccessibleDescription("Name is a required field");
  await expect(name(page)).toHaveAttribute("aria-invalid", "true");

  await name(page).fill("x".repeat(61));
  await expect(name(page)).toHaveAccessibleDescription("Name can not have more than 60 characters");
  await name(page).fill("Layla");
  await expect(name(page)).not.toHaveAttribute("aria-invalid");

  await email(page).fill("layla@example");
  await expect(email(page)).toHaveAccessibleDescription("Invalid email address");
  await email(page).fill("layla@example.com");

  await phone(page).fill("050 123");
  await expect(phone(page)).toHaveAccessibleDescription("So we can call you back if needed. Please enter valid phone number");
  await phone(page).fill("050 123 4567");
  await expect(phone(page)).toHaveAccessibleDescription("So we can call you back if needed.");

  await guests(page).fill("0");
  await expect(guests(page)).toHaveAccessibleDescription("Number of guests requires minimum value of 1");
  await guests(page).fill("21");
  await expect(guests(page)).toHaveAccessibleDescription("Number of guests requires maximum value of 20");
  await guests(page).fill("20");
  await expect(guests(page)).not.toHaveAttribute("aria-invalid");

  await comeBack(page).getByRole("radio", { name: "Other" }).check();
  await expect(comeBack(page)).toHaveAccessibleDescription("Please enter other value");
  await expect(page.getByText("Please enter other value")).toHaveCSS("color", "rgb(176, 0, 32)");

  await visitDate(page).fill("2025-03-14");
  await rating(page).getByRole("radio", { name: "5 stars" }).check();
  await expect(send(page)).toBeDisabled();
  await comeBack(page).getByRole("textbox", { name: "Other" }).fill("If I am in town");
  await expect(comeBack(page)).not.toHaveAccessibleDescription("Please enter other value");
  await expect(send(page)).toBeEnabled();

  await enjoyed(page).getByRole("checkbox", { name: "Other" }).check();
  await expect(enjoyed(page)).toHaveAccessibleDescription("Please enter other value");
  await expect(send(page)).toBeDisabled();
  await expectNoSeriousViolations(page);
});

test("a successful submission: Submitting, then the tick, the server's message and Back to the menu", async ({ page }) => {
  await ownClient(page, "198.51.100.21");
  await page.goto(FORM);
  await fillEveryField(page);
  await expect(send(page)).toBeEnabled();

  // Hold the request so the Submitting state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/submission/**", async (route) => {
    await held;
    await route.continue();
  });
  const request = page.waitForRequest("**/api/submission/");
  const response = page.waitForResponse("**/api/submission/");
  await send(page).click();
  await expect(page.getByRole("button", { name: "Submitting" })).toBeDisabled();
  release();

  const sent = (await request).postDataJSON() as Record<string, unknown>;
  expect(sent).toEqual({
    feedback_id: 2,
    submission: {
      full_name: "Layla Haddad",
      email: "layla@example.com",
      phone: "+971501234567",
      guests: 4,
      visit_date: "2025-03-14",
      occasion: "family",
      dishes: ["karak", "kunafa"],
      return_visit: "If I am in town",
      liked: ["food", "The music"],
      newsletter: ["yes"],
      rating: 4,
      comments: "Lovely terrace.",
      source: "qr-menu",
    },
  });
  const answer = await response;
  expect(answer.status()).toBe(201);
  // The server's message is rendered as HTML (000 section 2), sanitised by the app's server on its way.
  expect(await answer.json()).toMatchObject({ message_html: "<p>Thank you! Your feedback has been received.</p>" });

  const success = page.getByRole("status").filter({ hasText: "Thank you! Your feedback has been received." });
  await expect(success).toBeVisible();
  await expect(success.locator(".venue-html > p")).toHaveText("Thank you! Your feedback has been received.");
  await expect(success.locator("svg.carte-tick")).toHaveCSS("color", "rgb(0, 170, 0)");
  await expect(send(page)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await success.getByRole("link", { name: "Back to the menu" }).click();
  await expect(page).toHaveURL(/\/en\/home\/$/);
  await expect(page.locator("body")).not.toHaveCSS("background-color", "rgb(239, 239, 239)");
});

test("a failed submission shows the error in red under Send and keeps every answer", async ({ page }) => {
  await ownClient(page, "198.51.100.22");
  await page.goto(FORM);
  await fillEveryField(page);
  await page.route("**/api/submission/**", (route) => route.abort());
  await send(page).click();

  // Next.js has an alert of its own (the route announcer): this one is the form's.
  const error = page.getByRole("alert").filter({ hasText: "There was an error" });
  await expect(error).toHaveText("There was an error submitting the form. Please try again.");
  await expect(error).toHaveCSS("color", "rgb(176, 0, 32)");
  const sendBox = await send(page).boundingBox();
  const errorBox = await error.boundingBox();
  expect(errorBox?.y).toBeGreaterThan(sendBox?.y ?? Infinity);

  await expect(name(page)).toHaveValue("Layla Haddad");
  await expect(email(page)).toHaveValue("layla@example.com");
  await expect(phone(page)).toHaveValue("050 123 4567");
  await expect(guests(page)).toHaveValue("4");
  await expect(visitDate(page)).toHaveValue("2025-03-14");
  await expect(page.getByRole("combobox", { name: "Occasion" })).toHaveValue("family");
  await expect(page.getByRole("listbox", { name: "Which dishes did you try?" })).toHaveValues(["karak", "kunafa"]);
  await expect(comeBack(page).getByRole("textbox", { name: "Other" })).toHaveValue("If I am in town");
  await expect(enjoyed(page).getByRole("checkbox", { name: "The food" })).toBeChecked();
  await expect(enjoyed(page).getByRole("textbox", { name: "Other" })).toHaveValue("The music");
  await expect(page.getByRole("switch", { name: "Yes, please" })).toBeChecked();
  await expect(rating(page).getByRole("radio", { name: "4 stars" })).toBeChecked();
  await expect(comments(page)).toHaveValue("Lovely terrace.");

  // The form stays editable, and sends again once the network is back.
  await page.unroute("**/api/submission/**");
  await comments(page).fill("Lovely terrace, second try.");
  await send(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Your feedback has been received." })).toBeVisible();
  await expect(error).toHaveCount(0);
});

test("in Arabic the form reads right to left with translated messages", async ({ page }) => {
  await page.goto("/ar/form/2/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "شاركنا رأيك" })).toBeVisible();
  const arabicName = page.getByRole("textbox", { name: "الاسم", exact: true });
  await arabicName.fill("ل");
  await arabicName.fill("");
  await expect(arabicName).toHaveAccessibleDescription("حقل الاسم مطلوب");
  const arabicEmail = page.getByRole("textbox", { name: "البريد الإلكتروني" });
  await arabicEmail.fill("layla@example");
  await expect(arabicEmail).toHaveAccessibleDescription("البريد الإلكتروني غير صالح");
  const arabicPhone = page.getByRole("textbox", { name: "رقم الجوال" });
  await arabicPhone.fill("050");
  await expect(arabicPhone).toHaveAccessibleDescription(/يرجى إدخال رقم هاتف صحيح$/);
  await expect(page.getByRole("button", { name: "إرسال" })).toBeDisabled();
  await expectNoSeriousViolations(page);
});

test("a form the menu does not list is fetched, and an unknown one is not found", async ({ page }) => {
  const feedback = page.waitForResponse("**/api/feedback/999/");
  await page.goto("/en/form/999/");
  expect((await feedback).status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
});

test("a path that is not a form id answers 404", async ({ page }) => {
  const response = await page.goto("/en/form/abc/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  // The venue and the site, each once (the site name was there twice).
  await expect(page).toHaveTitle("Saffron & Sand | Carte");
});
