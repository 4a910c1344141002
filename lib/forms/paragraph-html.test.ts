import { formField } from "@/lib/api/schemas/form";
import { paragraphHtml } from "./paragraph-html";

describe("paragraphHtml", () => {
  it("sanitises each paragraph, keyed by its place in form_data", () => {
    const fields = [
      formField.parse({ type: "header", label: "<b>Hi</b>" }),
      formField.parse({
        type: "paragraph",
        label: '<p onclick="x()">Read <a href="javascript:alert(1)">this</a><script>alert(1)</script></p>',
      }),
      formField.parse({ type: "text", name: "n", label: "<p>Name</p>" }),
    ];
    expect(paragraphHtml(fields)).toEqual({ 1: "<p>Read <a>this</a></p>" });
  });
});
