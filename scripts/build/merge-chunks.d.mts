export function combineImports(text: string): string;
