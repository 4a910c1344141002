import demo from "@/server/seed/venues/demo.json";
import { formField, type FormField } from "@/lib/api/schemas/form";
import { menu as menuSchema } from "@/lib/api/schemas/menu";
import { messageParagraphs } from "@/lib/forms/server-message";
import { menuItemJsonLd } from "@/lib/venue/json-ld";
import { localise } from "@/server/venue/localise";
import { fieldLabel } from "@/lib/domain/form-field";
import { htmlToText } from "@/lib/domain/html-text";

/**
 * Issue 15: two HTML-to-text decoders differed on paragraphs and entities, and the form's threw on
 * `&#x110000;`, which broke a form whose label held it. One decoder (entities' decodeHTML) now, and the
 * form label, the form's server message and structured data read the same text from the same HTML.
 */

const CASES: [string, string][] = [
  ["Caf&eacute; &amp; bar", "Café & bar"],
  ["<p>Grills</p><p>Mezze<br>Tea</p>", "Grills Mezze Tea"],
  ["Bad &#x110000; code", "Bad \uFFFD code"],
  ["Nul &#0; and &#xD800;", "Nul \uFFFD and \uFFFD"],
  ["<script>alert(1)</script><b>Caf&#233;</b> &#x2014; open", "Café — open"],
  ["<style>p{}</style>A<!-- note -->B", "A B"],
  ["&lt;script&gt;alert(1)&lt;/script&gt;", "<script>alert(1)</script>"],
  ["Fish&nbsp;&amp;&nbsp;chips &unknown; &amp", "Fish & chips &unknown; &"],
  ["  spaced\n\tout  ", "spaced out"],
];

const menu = menuSchema.parse(localise(demo.menu, "en", "en"));
const product = menu.categories.flatMap((category) => category.products)[0];

function field(label: string): FormField {
  return formField.parse({ type: "text", name: "answer", label });
}

describe("one HTML-to-text decoder", () => {
  it.each(CASES)("%j reads %j for every caller", (html, text) => {
    expect(htmlToText(html)).toBe(text);
    expect(fieldLabel(field(html))).toBe(text);
    expect(messageParagraphs(html).join(" ")).toBe(text);
    if (!product) throw new Error("no product");
    const node = menuItemJsonLd({ ...product, description: html }, menu, { origin: "https://menu.example.com", language: "en" });
    expect(node.description).toBe(text);
  });

  it("reads nothing from nothing", () => {
    expect(htmlToText(null)).toBe("");
    expect(htmlToText(undefined)).toBe("");
    expect(htmlToText("<br/>")).toBe("");
  });
});
