export function chromiumPath(): string | undefined;
export const LAUNCH_ARGS: readonly string[];
