/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { Receipt } from "./receipt";
import { demoMoney, line, testOrder } from "@/lib/domain/test-fixtures";

function renderReceipt(overrides: Parameters<typeof testOrder>[0] = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Receipt order={testOrder(overrides)} money={demoMoney} lang="en" date="Mar 1, 2026, 2:05 PM" />
    </NextIntlClientProvider>,
  );
}

const rowText = (name: string) => screen.getByRole("rowheader", { name }).closest("tr")?.textContent ?? "";

describe("Receipt (001 section 2)", () => {
  it("names who added each line of a table tab, by the name given or the guest number (issue 16)", () => {
    renderReceipt({
      line_items: [
        line("Latte", "20.000", 1, { added_by: "Sara", tab_guest_number: 1 }),
        line("Cake", "40.000", 1, { added_by: "", tab_guest_number: 2 }),
        line("Water", "2.000", 1),
      ],
    });
    expect(screen.getAllByTestId("added-by").map((entry) => entry.textContent)).toEqual(["Added by Sara", "Added by Guest 2"]);
  });

  it("shows date, order number, the line table and every amount row", () => {
    renderReceipt({
      line_items: [line("Shakshuka", "42.000", 2), line("Hummus", "28.000", 1, { status: "Deleted" })],
      sub_total: "84.000",
      taxes: [
        { id: 1, name: "VAT 5%", amount: "4.200" },
        { id: 2, name: "Service fee", amount: "2.000" },
      ],
      delivery_fees: "5.000",
      discounts: [{ name: "HELLO5", amount_value: "4.200", free_delivery: false }],
      additional_data: { tips_amount: "1.000", iiko_loyalty_discounts: [] },
      // 84 + 4.20 + 2 + 5 - 4.20 + 1 = 92.00
      total: "92.000",
      payments: [{ payment_type: "machine", amount: "100.000" }],
      balance_due: "0.000",
      change: "8.000",
      order_comments: "Ring twice",
    });
    expect(screen.getByRole("heading", { name: "Order #000042" })).toBeInTheDocument();
    expect(screen.getByText("Mar 1, 2026, 2:05 PM")).toHaveAttribute("dateTime", "2026-03-01T10:05:00.000Z");
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Qty", "Product", "Price"]);
    const shakshuka = screen.getByText("Shakshuka").closest("tr");
    expect(shakshuka).toHaveTextContent(/^2ShakshukaAED 84\.00$/);
    expect(rowText("Subtotal")).toBe("SubtotalAED 84.00");
    expect(rowText("VAT 5%")).toBe("VAT 5%AED 4.20");
    expect(rowText("Service fee")).toMatch(/^Service feeAED 2\.00/);
    expect(rowText("Delivery Fees")).toBe("Delivery FeesAED 5.00");
    expect(rowText("Discount (HELLO5)")).toBe("Discount (HELLO5)-AED 4.20");
    expect(rowText("Tips")).toBe("TipsAED 1.00");
    // Issue 28: the alternate currency once, on the total.
    expect(rowText("Total")).toBe("TotalAED 92.00US$25.05");
    expect(rowText("Card Machine")).toBe("Card MachineAED 100.00");
    expect(rowText("Balance Due")).toBe("Balance DueAED 0.00");
    expect(rowText("Change")).toBe("ChangeAED 8.00");
    expect(screen.getByRole("heading", { name: "Order Comments" }).nextSibling).toHaveTextContent("Ring twice");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("strikes Deleted lines through and names them for screen readers", () => {
    renderReceipt({ line_items: [line("Hummus", "28.000", 1, { status: "Deleted" })] });
    const row = screen.getByText("Hummus").closest("tr");
    expect(screen.getByText("Hummus").tagName).toBe("DEL");
    expect(
      within(row as HTMLElement)
        .getByText("AED 28.00")
        .closest("del"),
    ).not.toBeNull();
    expect(row).toHaveTextContent("(Deleted)");
  });

  it("strikes the delivery fee through when a free-delivery discount exists", () => {
    renderReceipt({ delivery_fees: "5.000", discounts: [{ name: "FREEDEL", amount_value: 0, free_delivery: true }] });
    const fee = screen.getByRole("rowheader", { name: "Delivery Fees" }).closest("tr") as HTMLElement;
    expect(within(fee).getByText("AED 5.00").closest("del")).not.toBeNull();
    expect(screen.queryByRole("rowheader", { name: /FREEDEL/ })).not.toBeInTheDocument();
  });

  it.each(["canceled", "rejected"] as const)("shows the cancelled notice for a %s order", (status) => {
    renderReceipt({ status });
    expect(screen.getByRole("alert")).toHaveTextContent("Order canceled, please contact our staff for assistance.");
  });
});
