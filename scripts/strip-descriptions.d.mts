export function stripDescriptions(source: string): string;
export function stripDescriptionsPlugin(fs: typeof import('node:fs/promises')): import('esbuild').Plugin;
