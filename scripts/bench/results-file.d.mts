export const RESULTS_HEADER: string;
export function replaceSection(existing: string, heading: string, section: string): string;
export function writeSection(file: string, section: string): void;
