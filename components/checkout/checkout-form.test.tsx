/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import type { CheckoutField } from "@/lib/domain/checkout-fields";
import type { OrderType } from "@/lib/domain/order-type";
import messages from "@/messages/en.json";
import { CheckoutForm, type CheckoutFormProps } from "./checkout-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/en/checkout/",
}));

// 12:00 in Dubai on Monday 23 November 2026.
const NOW = new Date("2026-11-23T08:00:00Z");

const submitInput: CheckoutFormProps["submit"] = {
  submitting: false,
  paymentType: "cash",
  onlinePaymentEnabled: true,
  partner: false,
  discountsLoading: false,
  geofenceBlocked: false,
  enableWhatsappOrder: true,
  whatsappNumber: "+971500000000",
  enableUserSendWhatsapp: false,
};

function SavedCustomer() {
  const saved = useCartStore((state) => `${state.customerName}|${state.customerEmail}|${state.customerPhone}|${state.carNumber}`);
  return <output aria-label="saved customer">{saved}</output>;
}

type FormOverrides = Partial<CheckoutFormProps> & { fields: CheckoutField[]; orderType?: OrderType };

/** The form with the demo's settings and `overrides`, inside the providers it reads. */
function formTree(overrides: FormOverrides, onSubmit: CheckoutFormProps["onSubmit"] = jest.fn()) {
  const props: CheckoutFormProps = {
    lang: "en",
    orderType: "takeaway",
    menuCountry: "AE",
    partner: false,
    timezone: "Asia/Dubai",
    termsPage: 2,
    locationLabel: null,
    customer: { name: "", email: "", phone: "", carNumber: "" },
    phoneLocked: false,
    submit: submitInput,
    error: null,
    originLocation: null,
    onSubmit,
    ...overrides,
  };
  return (
    <NextIntlClientProvider locale={props.lang} messages={messages}>
      <CartStoreProvider licence="checkout-test">
        <CheckoutForm {...props} />
        <SavedCustomer />
      </CartStoreProvider>
    </NextIntlClientProvider>
  );
}

function renderForm(overrides: FormOverrides) {
  const onSubmit = jest.fn();
  const view = render(formTree(overrides, onSubmit));
  return { ...view, onSubmit, rerenderForm: (next: FormOverrides) => view.rerender(formTree(next, onSubmit)) };
}

const TAKEAWAY: CheckoutField[] = ["name", "email", "phone", "customDateTime", "checkout_terms"];
const submitButton = () => screen.getByRole("button", { name: "SUBMIT ORDER" });

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useFakeTimers({ now: NOW, doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
});

afterEach(() => jest.useRealTimers());

describe("CheckoutForm fields (001 section 5)", () => {
  it("asks the takeaway fields: name, e-mail, phone, Takeaway Date/Time ('as soon as possible', or from now in Dubai), and the linked terms", () => {
    renderForm({ fields: TAKEAWAY });
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveAttribute("autocomplete", "name");
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("type", "email");
    const phone = screen.getByRole("textbox", { name: /^Phone/ });
    expect(phone).toHaveAttribute("placeholder", "050 123 4567");
    expect(phone).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("group", { name: /^Takeaway Date\/Time/ })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "As soon as possible" })).toBeChecked();
    expect(screen.queryByLabelText(/^Takeaway Date\/Time/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "At a chosen time" }));
    const date = screen.getByLabelText(/^Takeaway Date\/Time/);
    expect(date).toHaveAttribute("type", "datetime-local");
    expect(date).toHaveValue("2026-11-23T12:00");
    expect(date).toHaveAttribute("min", "2026-11-23T12:00");
    expect(screen.getByRole("checkbox", { name: /I've read and accept the terms and conditions/ })).not.toBeChecked();
    expect(screen.getByRole("link", { name: "I've read and accept the terms and conditions" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/en\/page\/2\/?$/),
    );
    expect(screen.queryByLabelText(/^Car Number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Address/)).not.toBeInTheDocument();
  });

  it("asks the car number of a drive-thru with the placeholder 'A 12345'", () => {
    renderForm({ fields: ["name", "carNumber"], orderType: "drive_thru" });
    expect(screen.getByRole("textbox", { name: /^Car Number/ })).toHaveAttribute("placeholder", "A 12345");
  });

  it("asks a three-row address and the Delivery Date/Time of a delivery without maps", () => {
    renderForm({ fields: ["name", "customDateTime", "address"], orderType: "delivery" });
    expect(screen.getByRole("textbox", { name: /^Address/ })).toHaveAttribute("rows", "3");
    expect(screen.getByRole("group", { name: /^Delivery Date\/Time/ })).toBeInTheDocument();
  });

  it("writes the phone right to left in Arabic, Hebrew and Persian, and locks it when the phone is locked", () => {
    renderForm({ fields: ["phone"], lang: "ar", phoneLocked: true });
    const phone = screen.getByRole("textbox", { name: /^Phone/ });
    expect(phone).toHaveAttribute("dir", "rtl");
    // Its digits still read left to right: "050 123 4567", not "4567 123 050" (issue 14).
    expect(phone).toHaveClass("[unicode-bidi:plaintext]");
    expect(phone).toBeDisabled();
  });

  it("shows 'Table#' and the number on the table form", () => {
    renderForm({ fields: ["checkout_terms"], orderType: "dine_in", locationLabel: "Table# 5" });
    expect(screen.getByText("Table# 5")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Your details" })).not.toBeInTheDocument();
  });
});

describe("CheckoutForm validation on every change", () => {
  it.each([
    [/^Name/, "Al", "Valid name is required", "Name is a required field"],
    [/^Email/, "layla@", "Invalid email address", "Name is a required field"],
    [/^Phone/, "12345", "Please enter valid phone number", "Phone is a required field"],
  ])("%s: '%s' gives '%s', emptied gives '%s'", async (label, bad, invalid, required) => {
    renderForm({ fields: TAKEAWAY });
    type(label, bad);
    expect(await screen.findByText(invalid)).toBeInTheDocument();
    type(label, "");
    expect(await screen.findByText(required)).toBeInTheDocument();
  });

  it("refuses a car number under three characters", async () => {
    renderForm({ fields: ["carNumber"], orderType: "drive_thru" });
    type(/^Car Number/, "A1");
    expect(await screen.findByText("Valid car number is required")).toBeInTheDocument();
    type(/^Car Number/, "");
    expect(await screen.findByText("Car number is a required field")).toBeInTheDocument();
  });

  it("refuses an address under three characters", async () => {
    renderForm({ fields: ["address"], orderType: "delivery" });
    type(/^Address/, "Al");
    expect(await screen.findByText("Address is required for delivery")).toBeInTheDocument();
    type(/^Address/, "");
    expect(await screen.findByText("Address is a required field")).toBeInTheDocument();
  });

  it("refuses an empty or past date-time", async () => {
    renderForm({ fields: ["customDateTime"] });
    fireEvent.click(screen.getByRole("radio", { name: "At a chosen time" }));
    type(/^Takeaway Date\/Time/, "2026-11-23T11:30");
    expect(await screen.findByText("Please select a date and time from now on")).toBeInTheDocument();
    type(/^Takeaway Date\/Time/, "");
    expect(await screen.findByText("Date is a required field")).toBeInTheDocument();
  });

  it("asks for the terms to be accepted", async () => {
    renderForm({ fields: ["checkout_terms"] });
    const terms = screen.getByRole("checkbox", { name: /terms and conditions/ });
    fireEvent.click(terms);
    fireEvent.click(terms);
    expect(await screen.findByText("Please accept the terms and conditions")).toBeInTheDocument();
  });
});

describe("CheckoutForm submit", () => {
  it("stays disabled until every asked field passes, then sends the values", async () => {
    const { onSubmit } = renderForm({ fields: TAKEAWAY });
    expect(submitButton()).toBeDisabled();
    type(/^Name/, "Layla");
    type(/^Email/, "layla@example.com");
    type(/^Phone/, "050 123 4567");
    expect(submitButton()).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: /terms and conditions/ }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "Layla",
      email: "layla@example.com",
      phone: "050 123 4567",
      carNumber: "",
      customDateTime: "",
      asSoonAsPossible: true,
      address: "",
      checkout_terms: true,
    });
  });

  it("saves the customer fields to the cart as they are typed", () => {
    renderForm({ fields: ["name", "email", "phone", "carNumber"], orderType: "drive_thru" });
    type(/^Name/, "Layla");
    type(/^Email/, "layla@example.com");
    type(/^Phone/, "0501234567");
    type(/^Car Number/, "A 12345");
    expect(screen.getByRole("status", { name: "saved customer" })).toHaveTextContent("Layla|layla@example.com|0501234567|A 12345");
  });

  it("starts from the customer fields the cart kept", () => {
    renderForm({ fields: ["name", "phone"], customer: { name: "Omar", email: "", phone: "0509876543", carNumber: "" } });
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Omar");
    expect(screen.getByRole("textbox", { name: /^Phone/ })).toHaveValue("0509876543");
  });

  it("shows the amount about to be paid beside PAY NOW (issue 11 item 4), and none beside SUBMIT ORDER", () => {
    const { rerenderForm } = renderForm({ fields: [], submit: { ...submitInput, paymentType: "card" }, payAmount: "AED 20.90" });
    expect(screen.getByRole("button", { name: "PAY NOW AED 20.90" })).toBeEnabled();
    rerenderForm({ fields: [], termsPage: null, submit: { ...submitInput, paymentType: "cash" }, error: null, payAmount: "AED 20.90" });
    expect(screen.getByRole("button", { name: "SUBMIT ORDER" })).toBeEnabled();
  });

  it("reads PAY NOW for online card payment and SUBMITTING while sending", () => {
    const { rerenderForm } = renderForm({ fields: [], submit: { ...submitInput, paymentType: "card" } });
    expect(screen.getByRole("button", { name: "PAY NOW" })).toBeEnabled();
    rerenderForm({ fields: [], termsPage: null, submit: { ...submitInput, submitting: true }, error: "noResponse" });
    expect(screen.getByRole("button", { name: "SUBMITTING" })).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent("No response from server");
  });

  it("shows the venue API's reason under the generic message when it gave one (issue 11 item 7)", () => {
    renderForm({ fields: [], error: "submitOrder", errorDetail: "The venue is closed now." });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "There was an error sending this order. Please try again later.The venue is closed now.",
    );
  });

  it("is disabled while a discount loads or the geofence has not allowed the order", () => {
    renderForm({ fields: [], submit: { ...submitInput, geofenceBlocked: true } });
    expect(submitButton()).toBeDisabled();
  });

  it("becomes the WhatsApp order button when the guest sends the order on WhatsApp", () => {
    renderForm({ fields: [], submit: { ...submitInput, enableUserSendWhatsapp: true } });
    expect(screen.getByRole("button", { name: "Send Order on WhatsApp" })).toBeEnabled();
  });

  it("stays valid 'as soon as possible' however long the checkout stays open (issue 24 item 8)", async () => {
    const { onSubmit, rerenderForm } = renderForm({ fields: ["customDateTime"] });
    // A phone in a pocket: the clock moves on while the page's timers do not run.
    jest.setSystemTime(NOW.getTime() + 5 * 60_000);
    rerenderForm({ fields: ["customDateTime"] });
    expect(screen.queryByText("Please select a date and time from now on")).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("holds a chosen time against the clock, and refuses it at submit once it has passed", async () => {
    const { onSubmit } = renderForm({ fields: ["customDateTime"] });
    fireEvent.click(screen.getByRole("radio", { name: "At a chosen time" }));
    type(/^Takeaway Date\/Time/, "2026-11-23T12:02");
    await waitFor(() => expect(submitButton()).toBeEnabled());
    act(() => {
      jest.advanceTimersByTime(4 * 60_000);
    });
    expect(await screen.findByText("Please select a date and time from now on")).toBeInTheDocument();
    fireEvent.click(submitButton());
    await act(async () => {
      await Promise.resolve();
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
