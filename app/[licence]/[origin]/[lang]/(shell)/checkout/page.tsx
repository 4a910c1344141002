import type { Metadata } from "next";
import { CheckoutScreen } from "@/components/checkout/checkout-screen";
import { checkoutSettings } from "@/components/checkout/checkout-settings";
import { Providers } from "@/components/providers";
import { namedScreenMetadata, PRIVATE_SCREEN } from "@/lib/venue/screen-metadata";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";

type Props = { params: Promise<ScreenParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  // 'Checkout | {venue name} | {site}'; a guest's own checkout is nothing for search engines.
  return namedScreenMetadata(params, "checkout", "/checkout/", { robots: PRIVATE_SCREEN });
}

/** Checkout (001 sections 2 to 5): the cart is in the browser, so the screen is a client leaf. */
export default async function CheckoutPage({ params }: Props) {
  return (
    <Providers>
      <CheckoutScreen settings={checkoutSettings(await screenVenue(params))} />
    </Providers>
  );
}
