import { notFound } from "next/navigation";

/** Sends unknown paths under a language to the translated not-found screen. */
export default function CatchAll() {
  notFound();
}
