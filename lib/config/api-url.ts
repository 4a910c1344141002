import { apiBaseUrl as settingsApiBaseUrl } from "@/lib/config/settings";

/** The venue API base: API_URL, else the API mounted in this process at /backend (read at run time). */
export function apiBaseUrl(settings: NodeJS.ProcessEnv = process.env): string {
  return settingsApiBaseUrl(settings);
}
