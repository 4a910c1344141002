/** No product over the screen: a page load, a reload, or a screen no list opened a product from. */
export default function NoSheet() {
  return null;
}
