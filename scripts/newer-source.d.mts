export function newerSource(root: string, builtAt: number): string | undefined;
