import type { OrderRole } from "./members";
import type { OrderView } from "./view";

/** "Alice Smith" gives "Alice": what tab members see of each other. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/**
 * The order as this reader may see it (issue 24 item 1): the creator sees everything; a guest who
 * joined at the table sees first names (the orderer's and on the lines) but no phone, e-mail or
 * employee id; anyone else holding the uuid sees status, lines and amounts, and no names at all.
 */
export function orderViewFor(view: OrderView, role: OrderRole | null): OrderView {
  if (role === "creator") return view;
  const additional = { ...view.additional_data };
  delete additional.employee_id;
  const hidden = { ...view, phone: "", email: "", additional_data: additional };
  if (role === "member") return { ...hidden, customer_name: firstName(view.customer_name) };
  return {
    ...hidden,
    customer_name: "",
    line_items: view.line_items.map((line) => ({ ...line, added_by: "" })),
    split_payments: view.split_payments.map((split) => ({ ...split, guest_name: "" })),
  };
}
