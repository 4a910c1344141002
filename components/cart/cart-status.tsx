/**
 * The cart's open/closed status area (001 section 2): 'We are open' or 'We are currently closed.'
 * judged on the server at the request's clock (lib/venue venueOpenNow).
 */
export function CartStatus({ open, texts }: { open: boolean; texts: { open: string; closed: string } }) {
  if (open) {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-center text-sm font-bold text-green-900">
        {texts.open}
      </p>
    );
  }
  return (
    <p role="status" className="rounded-lg bg-red-800 px-3 py-2 text-center font-bold text-white">
      {texts.closed}
    </p>
  );
}
