import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";

type Props = {
  open: boolean;
  onClose: () => void;
  className: string;
  children: ReactNode;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  /**
   * Portalled to <body>: for dialogs a guest opens, so that their forms never nest in the opener's
   * form. Without it the dialog renders where it stands, which is how a dialog open on load reaches
   * the server HTML.
   */
  portal?: boolean;
  /** A click on the backdrop (the dialog element itself, outside its content) closes it. */
  closeOnBackdrop?: boolean;
};

/**
 * The one wrapper for a native modal <dialog>: the rest of the page becomes inert (the focus trap),
 * Escape closes it, and focus goes back to the control that opened it, which browsers do not all
 * guarantee. The first field to focus carries data-autofocus. A button in a `<form method="dialog">`
 * closes it natively, so a close button also works before the page's script has loaded.
 *
 * It renders as `<dialog open>` and is made modal before the browser paints. In the server HTML an
 * inline script does that as soon as the dialog is parsed, so a dialog open on load is modal, and
 * its image can be the page's largest paint, before the framework's scripts arrive.
 */
export function ModalDialog({ open, portal = false, ...props }: Props) {
  if (!open) return null;
  if (portal && typeof document !== "undefined") return createPortal(<OpenDialog {...props} />, document.body);
  return <OpenDialog {...props} upgradeInHtml />;
}

// Runs once, during parsing, in the server HTML only: React does not run scripts it creates itself.
const UPGRADE_SCRIPT =
  '(function(d){if(d&&d.open&&!d.matches(":modal")){d.removeAttribute("open");d.showModal()}})' +
  "(document.currentScript&&document.currentScript.previousElementSibling)";

type OpenProps = Omit<Props, "open" | "portal"> & { upgradeInHtml?: boolean };

function OpenDialog({ onClose, className, children, closeOnBackdrop, upgradeInHtml, ...labels }: OpenProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  const opener = useRef<HTMLElement | null>(null);

  // Before the browser paints: the dialog is never seen in place and not modal.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The guest closed the server-rendered dialog before the page hydrated: keep it closed.
    if (!dialog.open) {
      onCloseRef.current();
      return;
    }
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && !dialog.contains(active) ? active : null;
    if (!isModal(dialog)) {
      // showModal() refuses a dialog already open without being modal; removing the attribute closes
      // it without a close event.
      dialog.removeAttribute("open");
      dialog.showModal();
    }
    // Focus moves here rather than through autoFocus, which would fire before the opener is remembered.
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, []);

  // A passive cleanup runs once the dialog has left the page; a layout one would run while the modal
  // dialog still makes the opener inert, and its focus() would be lost.
  // The page stays where the guest left it (the opener was in view when tapped; a sheet over a list
  // restores the list's own scroll position).
  useEffect(() => () => opener.current?.focus({ preventScroll: true }), []);

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <>
      <dialog
        ref={ref}
        open
        {...labels}
        onCancel={(event) => {
          // Escape: the parent closes it, so open state and the dialog never disagree.
          event.preventDefault();
          onClose();
        }}
        onClose={(event) => {
          // A `<form method="dialog">` button closed it. A close event queued while it was being made
          // modal arrives when it is open again, and is ignored.
          if (!event.currentTarget.open) onClose();
        }}
        onClick={closeOnBackdrop ? onBackdropClick : undefined}
        className={className}
      >
        {children}
      </dialog>
      {upgradeInHtml && <UpgradeScript />}
    </>
  );
}

const noSubscription = () => () => {};

/**
 * The upgrade script, on the server and while hydrating only: rendered on the client it would never
 * run (React creates it), and React warns about it.
 */
function UpgradeScript() {
  const serverOrHydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return serverOrHydrating ? <script dangerouslySetInnerHTML={{ __html: UPGRADE_SCRIPT }} /> : null;
}

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(":modal");
  } catch {
    // Engines without :modal (jsdom) never made it modal.
    return false;
  }
}
