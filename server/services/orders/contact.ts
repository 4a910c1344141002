import type { OrderRole } from "./members";
import type { OrderView } from "./view";

/** "Alice Smith" gives "Alice": what the table sees of each guest. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/**
 * The order as this reader may see it (issue 24 item 1): the creator sees everything. Everyone else
 * sees no phone, e-mail or employee id, and the names on the lines only as first names (the names a
 * table tab shows the whole table, so the order screen reads the same before and after its device's
 * key is read); a guest who joined at the table also sees the orderer's first name, anyone else
 * holding only the uuid no orderer's name at all.
 */
export function orderViewFor(view: OrderView, role: OrderRole | null): OrderView {
  if (role === "creator") return view;
  const additional = { ...view.additional_data };
  delete additional.employee_id;
  return {
    ...view,
    customer_name: role === "member" ? firstName(view.customer_name) : "",
    phone: "",
    email: "",
    additional_data: additional,
    line_items: view.line_items.map((line) => ({ ...line, added_by: firstName(line.added_by) })),
  };
}
