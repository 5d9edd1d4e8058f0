/** Types of route-bundle-sizes.mjs for the TypeScript that imports it (the budget test in e2e). */
export declare const DIST: string;
export declare const LOGIN_BUDGET_KIB: number;
export declare const ROUTE_BUDGET_KIB: number;
export declare const ROUTES: { url: string; modules: string[] }[];
export type RouteBundle = {
  url: string;
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
  budgetKiB: number;
};
export declare function readManifest(dist?: string): Record<string, { file: string; imports?: string[] }>;
export declare function unlistedPages(manifest: ReturnType<typeof readManifest>): string[];
export declare function routeBundleSizes(dist?: string): RouteBundle[];
