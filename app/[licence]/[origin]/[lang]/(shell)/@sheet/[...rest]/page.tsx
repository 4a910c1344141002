/**
 * Any other screen closes the sheet: a slot Next cannot match keeps what it showed on a client
 * navigation, so without this page a product opened over a list would stay over the cart the guest
 * went to next.
 */
export default function NoSheet() {
  return null;
}
