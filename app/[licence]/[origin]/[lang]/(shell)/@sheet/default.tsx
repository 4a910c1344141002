/** No product over the screen: a page load, a reload, or a screen reached without opening a product. */
export default function NoSheet() {
  return null;
}
