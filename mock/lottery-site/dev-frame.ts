import { SITE_PATH, SITE_STYLESHEET, SITE_TITLE } from './page';

// Why this exists: the MSW service worker never answers navigations, so under `npm start` the frame's request
// for /m/pl/t1/?… reaches the dev server, which answers the app's index.html. The app's entry then starts the
// fake backend (mock/browser.ts), which calls this instead: the document is turned into the site's shell and
// the site's code runs, compiled by the dev server. Its API and style sheet calls are not navigations, so the
// worker serves them from the parent page's fake backend like every other call. The HTTP runner serves the real
// page (page.ts) and needs none of this.

export const isLotterySiteDocument = (pathname: string): boolean =>
  pathname === SITE_PATH || pathname === SITE_PATH.slice(0, -1);

export async function runLotterySiteInDevFrame(): Promise<never> {
  const { startSite } = await import('./client/main');
  const head = document.createElement('head');
  const charset = document.createElement('meta');
  charset.setAttribute('charset', 'utf-8');
  const viewport = document.createElement('meta');
  viewport.name = 'viewport';
  viewport.content = 'width=device-width, initial-scale=1';
  const title = document.createElement('title');
  title.textContent = SITE_TITLE;
  const styles = document.createElement('link');
  styles.rel = 'stylesheet';
  styles.href = SITE_STYLESHEET;
  head.append(charset, viewport, title, styles);
  // The app's own styles and scripts were already added by the dev server: the site must not wear them.
  document.head.replaceWith(head);
  document.documentElement.lang = 'en';
  const root = document.createElement('div');
  root.id = 'site';
  root.className = 'site';
  document.body.replaceChildren(root);
  startSite();
  // Never settles: the app's entry waits for the fake backend before it renders, and must not render here.
  return new Promise<never>(() => undefined);
}
