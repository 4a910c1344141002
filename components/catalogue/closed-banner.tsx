import type { Menu } from "@/lib/api/schemas/menu";
import { venueOpenNow } from "@/lib/venue/catalogue";

type Props = { menu: Menu; now: Date; message: string };

/** "We are currently closed." while the venue is closed (000 section 2, Home and Category screens). */
export function ClosedBanner({ menu, now, message }: Props) {
  if (venueOpenNow(menu, now)) return null;
  return (
    <p role="status" className="bg-red-800 px-4 py-3 text-center font-bold text-white">
      {message}
    </p>
  );
}
