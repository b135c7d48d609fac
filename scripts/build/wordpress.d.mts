export const SOURCE_PATHS: readonly string[];
export function pluginZipEntries(target: string): Array<[name: string, file: string]>;
export function writeAssetFile(outdir: string): void;
export function writePluginZip(target: string): void;
