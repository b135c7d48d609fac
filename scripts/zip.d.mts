export function zip(files: ReadonlyArray<{ name: string; data: Uint8Array }>): Buffer;
