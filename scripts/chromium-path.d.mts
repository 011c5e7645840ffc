export function findChromium(): string | null;
export const CHROMIUM_FLAGS: string[];
export function launchChromium(): Promise<import('@playwright/test').Browser>;
