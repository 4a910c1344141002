// The header of every shell screen and of unknown paths: a catch-all matches each of their paths, so every
// navigation renders the header again with the screen (components/shell/header-slot.tsx,
// docs/decisions/0242-header-one-catch-all.md).
export { default } from "@/components/shell/header-slot";

// No path is listed, yet the build knows the slot's parameter: without it the screens under the slot
// with no dynamic segment of their own (home, cart, search...) would be rendered per request instead of cached.
export function generateStaticParams() {
  return [];
}
