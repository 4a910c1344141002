// The header again with this screen (components/shell/header-slot.tsx).
export { default } from "@/components/shell/header-slot";
