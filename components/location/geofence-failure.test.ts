import { ApiError } from "@/lib/api/errors";
import { geofenceFailure } from "./geofence-failure";

const call = { method: "POST", url: "/backend/en/menus/geofence/1/" };

describe("geofenceFailure (000 section 8: the server's message or error field, else the transport message)", () => {
  it("takes the server's message field first", () => {
    const error = new ApiError({ ...call, kind: "http", status: 400, body: { message: "Outside opening hours", error: "x" } });
    expect(geofenceFailure(error)).toEqual({ server: "Outside opening hours" });
  });

  it("takes the error field when there is no message", () => {
    const error = new ApiError({ ...call, kind: "http", status: 500, body: { error: "Geofence service down" } });
    expect(geofenceFailure(error)).toEqual({ server: "Geofence service down" });
  });

  it("takes the venue API's detail field as its message", () => {
    const error = new ApiError({ ...call, kind: "http", status: 404, body: { detail: "Menu not found." } });
    expect(geofenceFailure(error)).toEqual({ server: "Menu not found." });
  });

  it("reads the server's words from a 2xx answer without the allowed flag too", () => {
    const error = new ApiError({ ...call, kind: "invalid_answer", status: 200, body: { message: "Try later" } });
    expect(geofenceFailure(error)).toEqual({ server: "Try later" });
  });

  it("falls back to 'No response from server' when nothing came back", () => {
    expect(geofenceFailure(new ApiError({ ...call, kind: "no_response" }))).toEqual({ transport: "noResponse" });
  });

  it("falls back to 'Error setting up request' when the call could not be built", () => {
    expect(geofenceFailure(new ApiError({ ...call, kind: "setup" }))).toEqual({ transport: "requestSetup" });
  });

  it.each([
    ["an HTTP error with an HTML body", new ApiError({ ...call, kind: "http", status: 502, body: "<html>Bad gateway</html>" })],
    ["an HTTP error with blank words", new ApiError({ ...call, kind: "http", status: 500, body: { message: "  ", error: "" } })],
    ["an answer without the flag", new ApiError({ ...call, kind: "invalid_answer", status: 200, body: { ok: true } })],
    ["an error that is not the API's", new TypeError("boom")],
    ["a thrown string", "boom"],
  ])("leaves %s to the panel's default text", (_name, error) => {
    expect(geofenceFailure(error)).toBeNull();
  });
});
