import lighthouse from 'lighthouse';
import { prepareReturning } from '../served-app.mjs';

/**
 * One Lighthouse run of `origin`'s `/` as a phone on simulated slow 4G and 4x CPU, in the browser behind DevTools
 * `port`: a first visit (storage and cache reset by Lighthouse) or a returning one (prepareReturning, and
 * Lighthouse told to keep storage). `flags` picks what to audit (onlyCategories or onlyAudits); `settings` are
 * laid over Lighthouse's (lcp:check's shorter waits). Returns the lhr.
 * Shared by `npm run bench:boot` and `npm run lcp:check`, so both measure the same visit.
 */
export async function lighthouseVisit(port, origin, returning, flags, settings = {}) {
  if (returning) await prepareReturning(port, origin);
  const result = await lighthouse(
    `${origin}/`,
    { port, output: 'json', logLevel: 'error', ...flags },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        disableStorageReset: returning,
        // A picture of the whole page for the HTML report's element thumbnails: nothing here reads it, and
        // taking it costs about a second of each run after the page has loaded (no metric changes).
        disableFullPageScreenshot: true,
        ...settings,
      },
    },
  );
  return result.lhr;
}
