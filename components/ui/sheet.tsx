import type { ReactNode } from "react";
import { ModalDialog } from "./modal-dialog";

type Props = {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  /** Portalled to <body> (see ModalDialog); sheets a guest opens are. */
  portal?: boolean;
  closeOnBackdrop?: boolean;
  /** Wider sheets for tables (the merge dialog). */
  width?: "md" | "lg";
};

const WIDTH = { md: "sm:w-[min(28rem,calc(100vw-2rem))]", lg: "sm:w-[min(30rem,calc(100vw-2rem))]" };

/**
 * A bottom sheet on phones, where the thumb is, and a centred card from the sm breakpoint, on the
 * shared modal dialog (focus trap, Escape, focus back to the opener). Its content scrolls within 85 %
 * of the screen's height.
 */
export function Sheet({ width = "md", children, ...props }: Props) {
  return (
    <ModalDialog
      {...props}
      className={`mx-auto mt-auto mb-0 w-full max-w-full rounded-t-2xl bg-page-bg p-0 text-text shadow-xl backdrop:bg-black/50 sm:m-auto sm:rounded-lg ${WIDTH[width]}`}
    >
      <div className="flex max-h-[85dvh] flex-col overflow-y-auto pb-[env(safe-area-inset-bottom)]">{children}</div>
    </ModalDialog>
  );
}
