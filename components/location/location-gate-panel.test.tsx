/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { canProceed, initialLocationGate, type LocationGateState } from "@/lib/domain/location-gate";
import { LocationGatePanel } from "./location-gate-panel";

const INSIDE = { lat: 25.1972, lng: 55.2744 };

function renderPanel(state: Partial<LocationGateState>, enabled = true) {
  const full: LocationGateState = { ...initialLocationGate, ...state };
  const request = jest.fn();
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LocationGatePanel enabled={enabled} gate={{ state: full, canProceed: canProceed(enabled, full), request }} />
    </NextIntlClientProvider>,
  );
  return { ...view, request };
}

describe("LocationGatePanel: texts and buttons by state (000 section 4)", () => {
  it.each([
    [{ status: "idle" }, "Please enable your location to continue.", "Enable Location"],
    [{ status: "denied" }, "Location permission is denied. Please enable location in your browser settings.", "Enable Location"],
    [{ status: "unavailable" }, "Location is unavailable on this device or browser.", "Retry"],
    [{ status: "error" }, "We couldn’t determine your location. Please try again.", "Retry"],
    [{ status: "ready", allowed: false, position: INSIDE }, "You’re currently outside the allowed area.", "Refresh Location"],
  ] as const)("%j reads its text with its button, which requests a position", (state, text, button) => {
    const { request } = renderPanel(state);
    const panel = screen.getByRole("status");
    expect(panel).toHaveTextContent(text);
    expect(panel).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByTestId("location-gate-spinner")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: button }));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ status: "checking_permission" }, "Locating you…"],
    [{ status: "requesting" }, "Locating you…"],
    [{ status: "ready", allowed: null, position: INSIDE }, "Checking your location…"],
  ] as const)("%j reads %s with a spinner and no button", (state, text) => {
    renderPanel(state);
    expect(screen.getByRole("status")).toHaveTextContent(text);
    expect(screen.getByTestId("location-gate-spinner")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows nothing once the position is allowed", () => {
    const { container } = renderPanel({ status: "ready", allowed: true, position: INSIDE });
    expect(container).toBeEmptyDOMElement();
  });

  it("shows nothing when the gate is disabled (location checking off)", () => {
    const { container } = renderPanel({ status: "denied" }, false);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("LocationGatePanel: the problem under the button (000 section 8)", () => {
  it("shows the browser's own message", () => {
    renderPanel({ status: "denied", problem: { kind: "position", message: "User denied Geolocation" } });
    expect(screen.getByText("User denied Geolocation")).toBeInTheDocument();
  });

  it("else 'Unable to get your location.' for a position problem", () => {
    renderPanel({ status: "unavailable", problem: { kind: "position", message: null } });
    expect(screen.getByText("Unable to get your location.")).toBeInTheDocument();
  });

  it("shows the server's message for a failed check", () => {
    renderPanel({ status: "ready", allowed: false, position: INSIDE, problem: { kind: "server", message: "Geofence service down" } });
    expect(screen.getByRole("status")).toHaveTextContent("You’re currently outside the allowed area.");
    expect(screen.getByText("Geofence service down")).toBeInTheDocument();
  });

  it("else 'Could not validate your location. Please try again.'", () => {
    renderPanel({ status: "ready", allowed: false, position: INSIDE, problem: { kind: "server", message: null } });
    expect(screen.getByText("Could not validate your location. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Location" })).toBeInTheDocument();
  });

  it("shows no problem text when there is none", () => {
    renderPanel({ status: "ready", allowed: false, position: INSIDE });
    expect(screen.getByRole("status").querySelectorAll("p")).toHaveLength(1);
  });
});
