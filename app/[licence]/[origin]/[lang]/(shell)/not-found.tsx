import { NotFoundScreen } from "@/components/shell/not-found-screen";

/**
 * A shell screen's notFound() (an unknown path or a hidden id, another venue's form): the not-found text
 * under the venue's header, where the root not-found.tsx ([lang]/not-found.tsx) would replace the header too.
 */
export default function ShellNotFound() {
  return <NotFoundScreen fullScreen={false} />;
}
