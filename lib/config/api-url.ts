/** The venue API base: API_URL, else the API mounted in this process at /backend (read at run time). */
export function apiBaseUrl(settings: NodeJS.ProcessEnv = process.env): string {
  const configured = settings.API_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return `http://127.0.0.1:${settings.PORT ?? "3000"}/backend`;
}
