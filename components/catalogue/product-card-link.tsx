import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";

export type CardTarget = { kind: "internal"; href: string } | { kind: "external"; href: string } | { kind: "none" };

/** Where a product card leads (000 section 2): nowhere when link-disabled or out of stock, else outside or to the product. */
export function productCardTarget(product: {
  id: number;
  disable_link: boolean;
  out_of_stock: boolean;
  external_link: string | null;
}): CardTarget {
  if (product.disable_link || product.out_of_stock) return { kind: "none" };
  if (product.external_link) return { kind: "external", href: product.external_link };
  return { kind: "internal", href: `/product/${product.id}/` };
}

type Props = { target: CardTarget; className?: string; children: ReactNode };

/** The card's link, or a plain block when the card leads nowhere (a disabled link is not a link at all). */
export function CardLink({ target, className, children }: Props) {
  const focus = "focus-ring";
  if (target.kind === "none") {
    return (
      <div className={className} aria-disabled="true">
        {children}
      </div>
    );
  }
  if (target.kind === "external") {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={`${className ?? ""} ${focus}`}>
        {children}
      </a>
    );
  }
  return (
    <Link href={target.href} className={`${className ?? ""} ${focus}`}>
      {children}
    </Link>
  );
}
