import { formHtmlResponse, withFormHtml } from "./form-html-answers";

/**
 * Issue 15: the form's server message is "rendered as HTML" (000 section 2) and a fetched form's
 * paragraphs are venue HTML; the browser showed both as text, a script's body included. The guest
 * app's /backend route now adds them sanitised (sanitize-html stays on the server), and nothing an
 * answer carries under those names reaches the browser unsanitised.
 */

const HOSTILE = '<p>Hi <b>there</b></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
const SAFE = '<p>Hi <b>there</b></p><img src="x" /><a>x</a>';

describe("form HTML sanitised on the way to the browser", () => {
  it("adds a fetched form's paragraphs as sanitised HTML by position, form_data as a list or as JSON text", () => {
    const fields = [
      { type: "header", subtype: "h2", label: "Tell us" },
      { type: "paragraph", label: HOSTILE },
      { type: "text", name: "name", label: "<b>Name</b>" },
    ];
    for (const form_data of [fields, JSON.stringify(fields)]) {
      const answer = withFormHtml("GET", "/en/api/feedback/5/", { id: 5, name: "Feedback", form_data, paragraph_html: { 1: HOSTILE } });
      expect(answer).toMatchObject({ id: 5, paragraph_html: { 1: expect.stringContaining("<p>Hi <b>there</b></p>") } });
      expect(JSON.stringify(answer)).not.toMatch(/paragraph_html":\{[^}]*(script|onerror|javascript)/);
    }
    // form_data that does not parse: no paragraphs, and never the answer's own.
    expect(withFormHtml("GET", "/en/api/feedback/5/", { form_data: "{", paragraph_html: { 0: HOSTILE } })).toMatchObject({
      paragraph_html: {},
    });
  });

  it("adds a submission's message as sanitised HTML, and drops an answer's own message_html", () => {
    expect(withFormHtml("POST", "/ar/api/submission/", { message: HOSTILE })).toEqual({ message: HOSTILE, message_html: SAFE });
    expect(withFormHtml("POST", "/en/api/submission/", { message_html: HOSTILE })).toEqual({});
  });

  it("leaves other calls, methods and bodies as they are", () => {
    expect(withFormHtml("GET", "/en/api/menu/demo/", { message: HOSTILE })).toEqual({ message: HOSTILE });
    expect(withFormHtml("POST", "/en/api/feedback/5/", { form_data: [] })).toEqual({ form_data: [] });
    expect(withFormHtml("POST", "/en/api/submission/", ["x"])).toEqual(["x"]);
  });

  it("rewrites only successful JSON answers, keeping status and headers", async () => {
    const request = new Request("http://cafe.example/backend/en/api/submission/", { method: "POST" });
    const created = await formHtmlResponse(
      request,
      Response.json({ message: "<p>Thanks</p>" }, { status: 201, headers: { "x-request-id": "7" } }),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get("x-request-id")).toBe("7");
    expect(await created.json()).toEqual({ message: "<p>Thanks</p>", message_html: "<p>Thanks</p>" });
    const refused = Response.json({ detail: "<b>no</b>", message_html: HOSTILE }, { status: 400 });
    expect(await (await formHtmlResponse(request, refused)).json()).toEqual({ detail: "<b>no</b>", message_html: HOSTILE });
    const text = new Response("not json", { status: 201, headers: { "content-type": "application/json" } });
    expect(await (await formHtmlResponse(request, text)).text()).toBe("not json");
  });
});
