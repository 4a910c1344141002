/** The red box of 000 and 001 section 8, one look on the order and checkout screens. */
export function PosBusyBox({ text }: { text: string }) {
  return <p className="rounded-md border-2 border-red-700 bg-red-700 p-3 font-bold text-white">{text}</p>;
}
