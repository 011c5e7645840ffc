export function splitTagFile(file: string): string[];
export function splitOperations(out: string, apis: readonly string[]): number;
