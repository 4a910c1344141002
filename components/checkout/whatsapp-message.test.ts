import { createTranslator } from "next-intl";
import messages from "@/messages/en.json";
import { whatsappOrderText, whatsappUrl, type WhatsappTranslate } from "./whatsapp-message";

const translator = createTranslator({ locale: "en", messages, namespace: "WhatsAppMessage" });
const t: WhatsappTranslate = (key, values) => translator(key, values);

describe("whatsappOrderText", () => {
  it("writes one WhatsAppMessage line per detail the order has", () => {
    const text = whatsappOrderText(
      {
        reference: "00042",
        name: "Layla",
        orderType: "Takeaway",
        location: "",
        address: "",
        phone: "+971501234567",
        total: "AED 86.11",
        comments: "Ring twice",
        orderUrl: "https://demo.example/en/order/abc/",
      },
      t,
    );
    expect(text).toBe(
      [
        "New order #00042",
        "Name: Layla",
        "Order type: Takeaway",
        "Phone: +971501234567",
        "Total: AED 86.11",
        "Comments: Ring twice",
        "View order: https://demo.example/en/order/abc/",
      ].join("\n"),
    );
  });
});

describe("whatsappUrl", () => {
  it("keeps the number's digits and encodes the text", () => {
    expect(whatsappUrl("+971 50 000 0000", "New order #1\nTotal: AED 5")).toBe(
      "https://wa.me/971500000000?text=New%20order%20%231%0ATotal%3A%20AED%205",
    );
    expect(whatsappUrl(null, "x")).toBeNull();
  });
});
