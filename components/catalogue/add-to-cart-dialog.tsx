import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";

type Props = {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The titled sheet of the add-to-cart flows (variations, Input Quantity) on the shared modal dialog.
 * Only a guest's action opens it; it is portalled to <body> so its form never nests inside the detail
 * screen's own form.
 */
export function AddToCartDialog({ open, title, closeLabel, onClose, children }: Props) {
  const titleId = useId();
  return (
    <Sheet open={open} portal onClose={onClose} aria-labelledby={titleId}>
      <div className="flex items-center justify-between gap-4 border-b border-black/10 ps-4 pe-2 py-1">
        <h2 id={titleId} className="font-title text-lg">
          {title}
        </h2>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={closeLabel} className="text-2xl">
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <div className="px-4 py-3">{children}</div>
    </Sheet>
  );
}
