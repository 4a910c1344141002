export * from "./schemas";
export * from "./client";
export * from "./errors";
export * from "./paths";
export * from "./payment-providers";
