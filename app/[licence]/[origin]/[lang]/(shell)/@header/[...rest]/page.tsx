// The header of every screen with a dynamic segment (a category, product, order...) and of unknown paths:
// a catch-all matches each of their paths, so every navigation renders the header again with the screen
// (components/shell/header-slot.tsx, docs/decisions/0242-header-one-catch-all.md).
export { default } from "@/components/shell/header-slot";
