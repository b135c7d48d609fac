export const REQUEST_BYTES: number;
export const WASTE_BYTES: number;

export interface ChunkNode {
  readonly bytes: number;
  readonly imports: readonly string[];
  readonly framework?: boolean;
}

export function planGroups(
  chunks: ReadonlyMap<string, ChunkNode>,
  entries: ReadonlyMap<string, readonly string[]>,
  options?: { readonly requestBytes?: number; readonly wasteBytes?: number },
): string[][];

export function withWhatLoadsFirst(
  own: ReadonlyMap<string, readonly string[]>,
  importers: ReadonlyMap<string, readonly string[]>,
): Map<string, string[]>;
