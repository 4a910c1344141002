// The root layout's params (app/[licence]/[origin]/[lang]/layout.tsx), as `next build` and `next typegen`
// declare them in .next/types/root-params.d.ts: declared here too, so that tsc and lint need no build
// first (Next's own placeholder types the module as any).
declare module "next/root-params" {
  export function lang(): Promise<string>;
  export function licence(): Promise<string>;
  export function origin(): Promise<string>;
}
