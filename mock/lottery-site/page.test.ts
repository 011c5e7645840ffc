import { describe, expect, it } from 'vitest';
import { API } from '../../tests/contract/support';
import { server } from '../node';
import { clientModule, siteScriptHandlers } from './node-scripts';
import { isLotterySiteDocument } from './dev-frame';

// The site's page, style sheet and browser code as every runner serves them at the launch URL.

describe('the fake lottery site page', () => {
  it('answers the launch URL with its shell, framed only by its own origin', async () => {
    const response = await fetch(`${API}/m/pl/t1/?merchant=lottoph&view=game&token=abc&gameId=101`);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/m/pl/t1/assets/entry.js">');
    expect(html).toContain('/m/pl/t1/assets/site.css');
    const css = await fetch(`${API}/m/pl/t1/assets/site.css`);
    expect(css.headers.get('Content-Type')).toContain('text/css');
  });

  it('serves its TypeScript modules compiled, by name only', async () => {
    server.use(...siteScriptHandlers);
    const entry = await fetch(`${API}/m/pl/t1/assets/entry.js`);
    expect(entry.headers.get('Content-Type')).toContain('text/javascript');
    expect(await entry.text()).toContain("import { startSite } from './main';");
    const rules = await clientModule('rules');
    expect(rules).toContain('export function quickPick(game, playType, random = Math.random)');
    expect(rules).not.toMatch(/: SiteGame|import type/);
    for (const name of ['nope', '../api', 'rules.test', 'Main']) expect(await clientModule(name)).toBeNull();
  });

  it('knows the frame document in the dev server', () => {
    expect(isLotterySiteDocument('/m/pl/t1/')).toBe(true);
    expect(isLotterySiteDocument('/m/pl/t1')).toBe(true);
    expect(isLotterySiteDocument('/lottGame')).toBe(false);
  });
});
