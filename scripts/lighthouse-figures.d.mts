export interface NetworkRequestItem {
  readonly url: string;
  readonly resourceType?: string;
  readonly transferSize?: number;
}

export interface ScriptFigures {
  bundleBytes: number;
  bundleRequests: number;
  jsBytes: number;
  jsRequests: number;
}

export interface RunFigures extends ScriptFigures {
  score: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
}

export type Metric = keyof RunFigures;
export const METRICS: readonly Metric[];

export interface LighthouseResultLike {
  readonly categories: { readonly performance?: { readonly score: number | null } };
  readonly audits: Record<
    string,
    { readonly numericValue?: number; readonly details?: { readonly items?: readonly NetworkRequestItem[] } }
  >;
}

export interface Run {
  readonly page: string;
  readonly flavour: string;
  readonly preset: string;
  readonly figures: RunFigures | null;
}

export type MedianRow = { page: string; flavour: string; preset: string; runs: number; failed: number } & {
  [metric in Metric]: number | null;
};

export function median(values: readonly (number | null | undefined)[]): number | null;
export function scriptFigures(items: readonly NetworkRequestItem[], bundlePath: string): ScriptFigures;
export function runFigures(lhr: LighthouseResultLike, bundlePath: string): RunFigures;
export function medians(runs: readonly Run[]): MedianRow[];
export function formatTable(rows: readonly MedianRow[], options?: { markdown?: boolean }): string;
