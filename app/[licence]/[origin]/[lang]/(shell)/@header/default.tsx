// A screen without its own header page (a hard load the slot cannot match) still gets the header.
export { default } from "@/components/shell/header-slot";
