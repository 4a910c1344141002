import { NotFoundScreen } from "@/components/shell/not-found-screen";

/** A not-found outside the shell (a table, room or area link whose token does not read): no header above. */
export default function NotFound() {
  return <NotFoundScreen fullScreen />;
}
