// A screen without a dynamic segment of its own keeps its header page: under the catch-all it would be
// rendered per request instead of cached (docs/decisions/0242-header-one-catch-all.md).
export { default } from "@/components/shell/header-slot";
