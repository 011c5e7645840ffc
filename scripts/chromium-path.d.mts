export function findChromium(): string | null;
export const HEADLESS_SHELL: string;
export function findTestChromium(): string | null;
export const CHROMIUM_FLAGS: string[];
export function testChromiumLaunch(): { executablePath: string | undefined; args: string[] };
export function launchChromium(): Promise<import('@playwright/test').Browser>;
