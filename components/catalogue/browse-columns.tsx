import type { ReactNode } from "react";

/**
 * Home and category from tablet width (issue 28 item 1): one content column of at most 90rem with the
 * category side navigation at its start. On phones the wrapper has no box rules at all, so the screen
 * is the single column it always was.
 */
export function BrowseColumns({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className="md:mx-auto md:grid md:w-full md:max-w-[90rem] md:grid-cols-[12rem_minmax(0,1fr)] md:gap-x-6 md:px-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-x-8">
      {nav}
      {children}
    </div>
  );
}
