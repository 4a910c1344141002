import { bcp47, isLanguage, textDirection, DEFAULT_LANGUAGE } from "@/lib/domain/language";

/**
 * The error state of a host whose venue the API could not be asked about (000 section 4), which the
 * proxy rewrites to. An answer, not a page: 503 and no-store, so neither Next's cache nor the front
 * server's page cache keeps it, and the retry asks again. No script is needed for the retry.
 */
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ lang: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const requested = (await params).lang;
  const lang = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  const { Errors: t } = ((await import(`@/messages/${lang}.json`)) as { default: { Errors: Record<string, string> } }).default;
  const title = escapeHtml(t.somethingWentWrong ?? "");
  const html = `<!doctype html>
<html lang="${bcp47(lang)}" dir="${textDirection(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#111}main{min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center}a{border:1px solid #111;border-radius:6px;padding:8px 16px;color:inherit;text-decoration:none}</style></head>
<body><main><h1>${title}</h1><p>${escapeHtml(t.menuUnreachable ?? "")}</p><a href="">${escapeHtml(t.tryAgain ?? "")}</a></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
