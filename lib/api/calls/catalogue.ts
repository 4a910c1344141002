import { API_PATHS } from "../paths";
import type { CallOptions } from "../request";
import { formDefinition } from "../schemas/form";
import { geofenceAnswer, geofencePayload, type GeofencePayloadInput } from "../schemas/geofence";
import { customDomainAnswer, languageListAnswer, type LanguageCode } from "../schemas/language";
import { menuAnswer } from "../schemas/menu";
import { submissionAnswerBody, submissionPayload, type SubmissionPayloadInput } from "../schemas/submission";
import type { CallContext } from "./context";

export interface GeofenceCallOptions extends CallOptions {
  /** Replaces the default path (000 section 7: the caller may override it). */
  readonly path?: string;
}

/** Calls of 000 section 7. */
export function catalogueCalls({ transport, url, path: check, payload }: CallContext) {
  return {
    /** The host's licence; 'none' when it has none. */
    async getCustomDomain(domain: string, call?: CallOptions) {
      const path = API_PATHS.customDomain(check("GET", "custom-domain").text(domain));
      return transport.json({ method: "GET", path, options: call }, customDomainAnswer);
    },
    async getMenuLanguages(license: string, call?: CallOptions) {
      const path = API_PATHS.menuLanguages(check("GET", "menu_language").text(license));
      return transport.json({ method: "GET", path, options: call }, languageListAnswer);
    },
    async getMenu(lang: LanguageCode, license: string, call?: CallOptions) {
      const value = check("GET", "menu");
      const path = API_PATHS.menu(value.lang(lang), value.text(license));
      return transport.json({ method: "GET", path, options: call }, menuAnswer);
    },
    /** Pass a signal: the form fetch is cancelled when the guest leaves the screen. */
    async getFeedbackForm(lang: LanguageCode, formId: number, call?: CallOptions) {
      const value = check("GET", "feedback");
      const path = API_PATHS.feedbackForm(value.lang(lang), value.id(formId));
      return transport.json({ method: "GET", path, options: call }, formDefinition);
    },
    async submitFeedback(lang: LanguageCode, submission: SubmissionPayloadInput, call?: CallOptions) {
      const path = API_PATHS.submission(check("POST", "submission").lang(lang));
      const body = payload(submissionPayload, submission, "POST", path);
      return transport.json({ method: "POST", path, body, options: call }, submissionAnswerBody);
    },
    async checkGeofence(lang: LanguageCode, menuId: number, position: GeofencePayloadInput, call?: GeofenceCallOptions) {
      const value = check("POST", "geofence");
      const path = call?.path ?? API_PATHS.geofence(value.lang(lang), value.id(menuId));
      const body = payload(geofencePayload, position, "POST", path);
      return transport.json({ method: "POST", path, body, options: call }, geofenceAnswer);
    },
    /** Static assets: links only, nothing is fetched. */
    manifestUrl: (license: string): string => url(API_PATHS.manifest(check("GET", "manifest").text(license))),
    launchImageUrl: (license: string): string => url(API_PATHS.launchImage(check("GET", "launch").text(license))),
    appleTouchIconUrl(license: string, file = "apple-touch-icon.png"): string {
      const value = check("GET", "icon");
      return url(API_PATHS.appleTouchIcon(value.text(license), value.text(file)));
    },
  };
}
