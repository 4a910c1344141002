// Debian's Chromium on this closed network: without these it stalls on connections it cannot make
// (background networking, component updates, sync, QUIC) and needs a sandbox the container lacks.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
