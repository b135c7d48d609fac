export function pageWidgets(
  registry: readonly { readonly name: string; readonly hooks?: readonly string[]; readonly folder: string }[],
): Promise<{ slug: string; widgets: string[] }[]>;
