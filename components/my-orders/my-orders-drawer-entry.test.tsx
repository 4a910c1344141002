/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { rememberMyOrder } from "@/lib/cart/my-orders-storage";
import messages from "@/messages/en.json";
import { MyOrdersDrawerEntry } from "./my-orders-drawer-entry";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/en/home/",
}));

const UUID = "0b6f8a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

function renderEntry(licence: string) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ul>
        <MyOrdersDrawerEntry licence={licence} label="My orders" className="" onNavigate={() => {}} />
      </ul>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => localStorage.clear());

test("appears once the device places an order at this venue, not for another venue's orders", () => {
  renderEntry("demo");
  expect(screen.queryByRole("link", { name: "My orders" })).not.toBeInTheDocument();
  act(() => rememberMyOrder("other-venue", UUID, Date.now()));
  expect(screen.queryByRole("link", { name: "My orders" })).not.toBeInTheDocument();
  act(() => rememberMyOrder("demo", UUID, Date.now()));
  expect(screen.getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/en/my-orders");
});
