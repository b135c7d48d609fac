export const REQUEST_BYTES: number;
export const WASTE_BYTES: number;
export const PAGE_GROUPS: number;
export const PAGE_WASTE_BYTES: number;

export interface ChunkNode {
  readonly bytes: number;
  readonly imports: readonly string[];
  readonly framework?: boolean;
  /** The lazy parts it imports (`import()`): keys of the `lazy` option. */
  readonly parts?: readonly string[];
}

export interface LazyPart {
  readonly imports: readonly string[];
  readonly parts: readonly string[];
}

export function planGroups(
  chunks: ReadonlyMap<string, ChunkNode>,
  entries: ReadonlyMap<string, readonly string[]>,
  options?: {
    readonly pages?: readonly (readonly string[])[];
    readonly lazy?: ReadonlyMap<string, LazyPart>;
    readonly requestBytes?: number;
    readonly wasteBytes?: number;
    readonly steps?: number;
    readonly pageGroups?: number;
    readonly pageWasteBytes?: number;
  },
): string[][];

export function withWhatLoadsFirst(
  own: ReadonlyMap<string, readonly string[]>,
  importers: ReadonlyMap<string, readonly string[]>,
): Map<string, string[]>;
