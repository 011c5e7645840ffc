/**
 * How many times slower the pages' CPU runs (Chromium's own throttling), from `E2E_PAGE_SLOWDOWN`; 1 is full
 * speed. The stress run sets it: the page lags behind the test the way a cheap phone lags behind a finger, so a
 * test that acts on what it saw before the app caught up (a URL that moved while the old screen is still drawn)
 * fails there every time instead of once in a while in CI. The run's time limits grow by the same factor: a
 * slower page is not a failure, doing things in the wrong order is.
 */
export const PAGE_SLOWDOWN = Number(process.env.E2E_PAGE_SLOWDOWN ?? 1);
if (!(PAGE_SLOWDOWN >= 1))
  throw new Error(`E2E_PAGE_SLOWDOWN must be a number from 1 up, not ${process.env.E2E_PAGE_SLOWDOWN}`);
