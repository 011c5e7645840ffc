// Where the API lives and who we are to it. The app fills this from the build's environment at start
// (src/app/env.ts); the pipeline itself reads no environment, so tests and tools can point it anywhere.
export const apiConfig = {
  baseUrl: '',
  /**
   * Where the app itself is served, for the files of its deployment (x-app-file: /v.json): absolute, or a
   * path on the page's own origin ('' for its root).
   */
  appBaseUrl: '',
  merchant: 'lottoph',
  timeoutMs: 10_000,
};

export function configureApi(settings: Partial<typeof apiConfig>): void {
  if (settings.baseUrl !== undefined) apiConfig.baseUrl = settings.baseUrl.replace(/\/$/, '');
  if (settings.appBaseUrl !== undefined) apiConfig.appBaseUrl = settings.appBaseUrl.replace(/\/$/, '');
  if (settings.merchant) apiConfig.merchant = settings.merchant;
  if (settings.timeoutMs) apiConfig.timeoutMs = settings.timeoutMs;
}
