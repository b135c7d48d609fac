export interface RegistryEntry {
  readonly name: string;
  readonly folder: string;
  readonly hooks?: readonly string[];
  readonly jquery?: readonly string[];
  readonly strategy?: string;
  readonly kind?: string;
  readonly whenRendered?: boolean;
}
export function readRegistry(): Promise<RegistryEntry[]>;
export function widgetDetails(
  registry: readonly RegistryEntry[],
  widgets: Readonly<Record<string, { readonly js: string }>>,
): Record<string, { js: string; strategy?: string; kind?: string; whenRendered?: boolean }>;
export function registryChunks(
  registry: readonly RegistryEntry[],
  options?: { doubleRegistry?: boolean },
): import('esbuild').Plugin;
export function slimRegistry(registry: readonly Pick<RegistryEntry, 'name' | 'hooks' | 'jquery'>[]): string;
