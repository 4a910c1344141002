/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { Component, type ReactNode } from "react";
import { CartStoreProvider } from "@/components/cart/cart-store-provider";
import type { LocationGate } from "@/components/location/use-location-gate";
import { ApiError } from "@/lib/api/errors";
import { initialLocationGate } from "@/lib/domain/location-gate";
import { feedbackForm, tableServiceForm } from "@/lib/forms/test-fixtures";
import messages from "@/messages/en.json";
import { FormScreen, type FormScreenVenue } from "./form-screen";

const getFeedbackForm = jest.fn();
jest.mock("@/lib/api/browser", () => ({ browserApi: () => ({ getFeedbackForm }) }));
jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={`/en${href}`} className={className}>
      {children}
    </a>
  ),
}));
jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

let gate: LocationGate = { state: initialLocationGate, canProceed: true, request: () => undefined };
const gateOptions = jest.fn();
jest.mock("@/components/location/use-location-gate", () => ({
  useLocationGate: (options: unknown) => {
    gateOptions(options);
    return gate;
  },
}));
jest.mock("@/components/location/location-gate-panel", () => ({
  LocationGatePanel: ({ enabled }: { enabled: boolean }) => (enabled ? <p>gate panel</p> : null),
}));

/** Stands in for Next's not-found boundary. */
class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p>{this.state.error}</p> : this.props.children;
  }
}

const venue: FormScreenVenue = {
  lang: "en",
  licence: "demo",
  menuId: 1,
  country: "AE",
  trackingIds: { gtm_id: null, fb_pixel_id: null, ga_tracking_id: null, google_ads_id: null },
  titleSuffix: "Saffron & Sand | Carte",
};

function renderScreen(props: Partial<Parameters<typeof FormScreen>[0]> = {}) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <CartStoreProvider licence="demo">
          <Boundary>
            <FormScreen venue={venue} formId={2} form={feedbackForm} paragraphs={{}} {...props} />
          </Boundary>
        </CartStoreProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  getFeedbackForm.mockReset();
  gateOptions.mockReset();
  gate = { state: initialLocationGate, canProceed: true, request: () => undefined };
  jest
    .spyOn(console, "error")
    .mockImplementation(() => undefined)
    .mockClear();
});

describe("FormScreen", () => {
  it("shows the menu's form under its name, on #efefef", () => {
    const { container } = renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Share your feedback" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toBeVisible();
    expect(container.querySelector("style")?.textContent).toBe("body{background-color:#efefef}");
    expect(getFeedbackForm).not.toHaveBeenCalled();
    expect(gateOptions).toHaveBeenCalledWith({ enabled: false, lang: "en", menuId: 1 });
  });

  it("a form with enable_geofence shows the gate, and its fields only once the gate allows proceeding", () => {
    gate = { state: initialLocationGate, canProceed: false, request: () => undefined };
    const { rerender } = renderScreen({ formId: 3, form: tableServiceForm });
    expect(gateOptions).toHaveBeenCalledWith({ enabled: true, lang: "en", menuId: 1 });
    expect(screen.getByText("gate panel")).toBeInTheDocument();
    expect(screen.queryByRole("spinbutton", { name: "Table number" })).toBeNull();
    gate = {
      state: { status: "ready", allowed: true, position: { lat: 25.1972, lng: 55.2744 }, problem: null },
      canProceed: true,
      request: () => undefined,
    };
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <NextIntlClientProvider locale="en" messages={messages}>
          <CartStoreProvider licence="demo">
            <FormScreen venue={venue} formId={3} form={tableServiceForm} paragraphs={{}} />
          </CartStoreProvider>
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole("spinbutton", { name: "Table number" })).toBeVisible();
  });

  it("fetches a form the menu does not list, with a spinner and the title Loading meanwhile", async () => {
    let answer: (form: typeof feedbackForm) => void = () => undefined;
    getFeedbackForm.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderScreen({ formId: 7, form: null });
    expect(screen.getByRole("heading", { level: 1, name: "Loading" })).toBeInTheDocument();
    expect(getFeedbackForm).toHaveBeenCalledWith("en", 7, { signal: expect.any(AbortSignal) });
    answer({ ...feedbackForm, id: 7 });
    expect(await screen.findByRole("heading", { level: 1, name: "Share your feedback" })).toBeInTheDocument();
    expect(document.title).toBe("Share your feedback | Saffron & Sand | Carte");
  });

  it("cancels the fetch when the guest leaves the screen", async () => {
    getFeedbackForm.mockReturnValue(new Promise(() => undefined));
    const { unmount } = renderScreen({ formId: 7, form: null });
    await waitFor(() => expect(getFeedbackForm).toHaveBeenCalled());
    const signal = getFeedbackForm.mock.calls[0]?.[2]?.signal as AbortSignal;
    unmount();
    await waitFor(() => expect(signal.aborted).toBe(true));
  });

  it("a load failure is only logged: nothing is shown", async () => {
    const failure = new ApiError({ kind: "no_response", method: "GET", url: "/backend/en/api/feedback/7/" });
    getFeedbackForm.mockRejectedValue(failure);
    const { container } = renderScreen({ formId: 7, form: null });
    await waitFor(() => expect(console.error).toHaveBeenCalledWith("form load failed", failure));
    expect(screen.queryByRole("heading")).toBeNull();
    expect(container.querySelector("form")).toBeNull();
  });

  it("an unknown form (404) or one the venue switched off is not found", async () => {
    getFeedbackForm.mockRejectedValueOnce(new ApiError({ kind: "http", method: "GET", url: "/backend/en/api/feedback/7/", status: 404 }));
    const first = renderScreen({ formId: 7, form: null });
    expect(await screen.findByText("NEXT_NOT_FOUND")).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalledWith("form load failed", expect.anything());
    first.unmount();
    getFeedbackForm.mockResolvedValueOnce({ ...feedbackForm, id: 8, enable: false });
    renderScreen({ formId: 8, form: null });
    expect(await screen.findByText("NEXT_NOT_FOUND")).toBeInTheDocument();
  });
});
