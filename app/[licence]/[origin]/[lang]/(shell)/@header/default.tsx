// Next asks every slot for a default, for a load its pages cannot match; it is the same header.
export { default } from "@/components/shell/header-slot";
