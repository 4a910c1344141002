import "server-only";
// The venue API, the CLI and `npm start` read every setting through the same module (lib/config/settings.ts).
import { defaultLicense, locationTokenSalt, publicUrl, siteName } from "@/lib/config/settings";
import { apiBaseUrl } from "./api-url";

/** Run-time settings (no rebuild needed); the README lists each one. */
export const env = {
  get siteName(): string {
    return siteName(process.env);
  },
  get defaultLicense(): string | null {
    return defaultLicense(process.env);
  },
  /** The public origin of the guest app (canonical links, sitemap); null: taken from the request host. */
  get publicUrl(): string | null {
    return publicUrl(process.env);
  },
  /** The venue API base; by default the API mounted in this process at /backend. */
  get apiUrl(): string {
    return apiBaseUrl();
  },
  /** Salt of the table and room deep-link tokens (000 section 2); must match the one the QR codes were made with. */
  get locationTokenSalt(): string {
    return locationTokenSalt(process.env);
  },
};
