import { useTranslations } from "next-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

// The cart screen's own button colours (cart_screen_button_*), and the screen's main action, so large.
const CLASS = buttonClass({ variant: "cart", size: "lg", full: true });

/**
 * The checkout button (001 section 2): to /{lang}/checkout/, disabled while discounts load or offline;
 * `reason` is the id of the text that says why.
 */
export function CheckoutButton({ disabled, reason }: { disabled: boolean; reason?: string }) {
  const t = useTranslations("Cart");
  if (disabled) {
    return (
      <Button disabled aria-describedby={reason} variant="cart" size="lg" full>
        {t("checkout")}
      </Button>
    );
  }
  return (
    <Link href="/checkout/" className={CLASS}>
      {t("checkout")}
    </Link>
  );
}
