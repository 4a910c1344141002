import { Link } from "@/i18n/navigation";
import { useMyOrders } from "./use-my-orders";

interface Props {
  licence: string;
  label: string;
  className: string;
  onNavigate: () => void;
}

/** The drawer's My orders entry, once this device has placed an order at the venue. */
export function MyOrdersDrawerEntry({ licence, label, className, onNavigate }: Props) {
  const orders = useMyOrders(licence);
  if (!orders?.length) return null;
  return (
    <li>
      <Link href="/my-orders/" onClick={onNavigate} className={className}>
        {label}
      </Link>
    </li>
  );
}
