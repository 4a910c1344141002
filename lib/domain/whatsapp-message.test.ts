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
        items: [
          { quantity: "2", name: "Club sandwich", choices: "Large", price: "AED 64.00" },
          { quantity: "1", name: "Cardamom latte", choices: "", price: "AED 21.00" },
        ],
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
        "2 × Club sandwich (Large) — AED 64.00",
        "1 × Cardamom latte — AED 21.00",
        "Total: AED 86.11",
        "Comments: Ring twice",
        "View order: https://demo.example/en/order/abc/",
      ].join("\n"),
    );
  });
});

describe("whatsappOrderText with a long order", () => {
  it("ends the lines with 'and N more' before the total, in the screen's digits", () => {
    const latte = { quantity: "1", name: "Cardamom latte", choices: "", price: "AED 21.00" };
    const order = { reference: "00043", name: "", orderType: "Takeaway", location: "", address: "", phone: "", comments: "", orderUrl: "" };
    const text = whatsappOrderText(
      { ...order, items: Array.from({ length: 18 }, () => latte), total: "AED 378.00" },
      t,
      (count) => `<${count}>`,
    );
    const lines = text.split("\n");
    expect(lines.filter((line) => line === "1 × Cardamom latte — AED 21.00")).toHaveLength(15);
    expect(lines.slice(-2)).toEqual(["and <3> more", "Total: AED 378.00"]);
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
