import { orderScreenPath } from "./order-links";

test("orderScreenPath: the order screen, with ?placed=1 straight after the checkout", () => {
  expect(orderScreenPath("8f14e45f-ceea-467f-a1b2-0c1d2e3f4a5b")).toBe("/order/8f14e45f-ceea-467f-a1b2-0c1d2e3f4a5b/");
  expect(orderScreenPath("8f14e45f-ceea-467f-a1b2-0c1d2e3f4a5b", { placed: true })).toBe(
    "/order/8f14e45f-ceea-467f-a1b2-0c1d2e3f4a5b/?placed=1",
  );
});
