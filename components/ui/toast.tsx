import { IconButton } from "./icon-button";

export type ToastKind = "success" | "warning";

const KINDS: Record<ToastKind, string> = {
  success: "bg-green-800 text-white",
  warning: "bg-amber-300 text-black",
};

type Props = {
  kind: ToastKind;
  message: string;
  closeLabel: string;
  onClose: () => void;
};

/** One toast: the message and a 44 px close button (components/shell/toasts.tsx shows and hides them). */
export function Toast({ kind, message, closeLabel, onClose }: Props) {
  return (
    <div className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-md py-1 ps-4 pe-2 shadow-lg ${KINDS[kind]}`}>
      <p className="flex-1">{message}</p>
      <IconButton label={closeLabel} onClick={onClose} className="-me-2 text-lg">
        <span aria-hidden="true">×</span>
      </IconButton>
    </div>
  );
}
