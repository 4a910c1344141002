import { toMilli } from "@/lib/domain/money";
import { moneyDecimals } from "@/lib/domain/currency";
import { formatAmount } from "@/lib/domain/money-format";
import { paddedOrderId } from "@/lib/domain/order-number";
import type { PaymentRecord } from "./records";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#52525b}dd{margin:0;font-weight:600;word-break:break-all}.actions{display:flex;gap:.75rem}
button{flex:1;font:inherit;font-weight:600;padding:.75rem;border-radius:.5rem;border:2px solid #18181b;cursor:pointer}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}.pay{background:#166534;border-color:#166534;color:#fff}
.decline{background:#fff;color:#991b1b;border-color:#991b1b}p{color:#52525b}`;

function page(title: string, body: string): string {
  // The sandbox speaks English whatever the guest's language, like a provider's test page; lang says so.
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

const STATUS_TEXT: Record<string, string> = { PAID: "This payment has been paid.", FAILED: "This payment was declined." };

/** The sandbox gateway's hosted page: the amount, the order reference, and Pay or Decline. */
export function renderSandboxPage(payment: PaymentRecord, action: string): string {
  const decimals = moneyDecimals({ currency: payment.currency, price_decimal_places: payment.priceDecimalPlaces });
  const amount = `${formatAmount(toMilli(payment.amount), decimals, "en", false)} ${payment.currency}`;
  const done = STATUS_TEXT[payment.status];
  const controls = done
    ? `<p role="status">${escape(done)}</p><form method="post" action="${escape(action)}">
<div class="actions"><button type="submit" name="action" value="pay">Return to the app</button></div></form>`
    : `<form method="post" action="${escape(action)}"><div class="actions">
<button type="submit" name="action" value="pay" class="pay">Pay</button>
<button type="submit" name="action" value="decline" class="decline">Decline</button></div></form>`;
  return page(
    `Pay ${amount} | Sandbox payment`,
    `<h1>Sandbox payment</h1>
<p>A test gateway: no card is charged.</p>
<dl><dt>Amount</dt><dd>${escape(amount)}</dd><dt>Order</dt><dd>${escape(paddedOrderId(payment.orderNumber))}</dd>
<dt>Reference</dt><dd>${escape(payment.reference)}</dd><dt>Provider</dt><dd>${escape(payment.provider)}</dd></dl>
${controls}`,
  );
}

export function renderPaymentNotFoundPage(): string {
  return page("Payment not found | Sandbox payment", "<h1>Payment not found</h1><p>This payment link is not valid.</p>");
}
