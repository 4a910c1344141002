// The header's one page: a catch-all matches every shell screen's path, so each navigation renders the
// header again with the screen (components/shell/header-slot.tsx, docs/decisions/0240-header-one-catch-all.md).
export { default } from "@/components/shell/header-slot";
