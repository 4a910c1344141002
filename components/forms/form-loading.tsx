/**
 * The form screen while its form loads (000 section 2): a spinner and the title Loading. No hooks, so
 * both the route's loading.tsx and the browser fetch render it.
 */
export function FormLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-12">
      <h1 className="font-title text-2xl">{label}</h1>
      <span aria-hidden="true" className="size-10 rounded-full border-4 border-black/15 border-t-[#0b9f93] motion-safe:animate-spin" />
    </div>
  );
}
