import "server-only";
import { formData } from "@/lib/api/schemas/form";
import { sanitiseHtml } from "@/lib/venue/sanitise";
import { paragraphHtml } from "./paragraph-html";

// The two venue API answers whose venue HTML the browser shows (000 sections 2 and 5): a form fetched
// by id (its paragraphs) and a submission's 201 (its message, "rendered as HTML").
const FEEDBACK_FORM = /^\/[^/]+\/api\/feedback\/[^/]+\/$/;
const SUBMISSION = /^\/[^/]+\/api\/submission\/$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The answer with the venue API's HTML sanitised here, on the guest app's server, into fields of its
 * own: `paragraph_html` (by position in form_data) and `message_html`. Whatever the answer held under
 * those names is replaced, so the browser only ever renders HTML this server sanitised; sanitize-html
 * stays out of the browser's bundles.
 */
export function withFormHtml(method: string, apiPath: string, body: unknown): unknown {
  if (!isRecord(body)) return body;
  if (method === "GET" && FEEDBACK_FORM.test(apiPath)) {
    const fields = formData.safeParse(body.form_data);
    return { ...body, paragraph_html: fields.success ? paragraphHtml(fields.data) : {} };
  }
  if (method === "POST" && SUBMISSION.test(apiPath)) {
    const rest = Object.fromEntries(Object.entries(body).filter(([name]) => name !== "message_html"));
    return typeof body.message === "string" ? { ...rest, message_html: sanitiseHtml(body.message) } : rest;
  }
  return body;
}

/** Whether the answer to this call may carry venue HTML for the browser. */
export function carriesFormHtml(method: string, apiPath: string): boolean {
  return (method === "GET" && FEEDBACK_FORM.test(apiPath)) || (method === "POST" && SUBMISSION.test(apiPath));
}

/** A venue API response with withFormHtml applied to its JSON body (successful JSON answers only). */
export async function formHtmlResponse(request: Request, response: Response): Promise<Response> {
  const apiPath = new URL(request.url).pathname.replace(/^\/backend(?=\/)/, "");
  const type = response.headers.get("content-type") ?? "";
  if (!carriesFormHtml(request.method, apiPath) || !response.ok || !/\bapplication\/json\b/i.test(type)) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  }
  return new Response(JSON.stringify(withFormHtml(request.method, apiPath, body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
