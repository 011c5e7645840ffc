import { button, h } from './dom';
import {
  clockSection,
  loginsSection,
  scenariosSection,
  smsSection,
  telemetrySection,
  type Section,
} from './sections';
import { PANEL_CSS } from './styles';

// The dev panel of mock mode: a small floating button that opens the fake backend's controls (last SMS code,
// players, clock, scenarios, reset). It lives in its own element and shadow root, outside the app's React
// tree, and only mock/browser.ts mounts it, so production builds never contain it.

export function mountDevPanel(): void {
  if (document.getElementById('lotto-mock-panel')) return;
  const host = h('div', { id: 'lotto-mock-panel' });
  const root = host.attachShadow({ mode: 'open' });
  const sections: Section[] = [
    smsSection(),
    clockSection(),
    scenariosSection(),
    loginsSection(),
    telemetrySection(),
  ];
  const panel = h(
    'div',
    { class: 'panel', id: 'mock-panel', role: 'region', 'aria-label': 'Fake backend controls', hidden: true },
    h('h2', {}, 'Fake backend'),
    ...sections.map((s) => s.el),
    h('h3', {}, 'World'),
    h(
      'div',
      { class: 'row' },
      button('Reload app', () => location.reload()),
      button(
        'Reset to seed',
        () => {
          if (
            !confirm('Reset the fake world to its seed? Registered players, deposits and changes are lost.')
          )
            return;
          // The browser runner resets (and forgets the saved world) when it starts with ?mock-reset.
          const url = new URL(location.href);
          url.searchParams.set('mock-reset', '');
          location.assign(url);
        },
        { class: 'danger' },
      ),
    ),
  );
  let timer: ReturnType<typeof setInterval> | undefined;
  const refresh = () => Promise.all(sections.map((s) => s.refresh().catch(() => undefined)));
  const fab = button('Mock', () => toggle(), {
    class: 'fab',
    'aria-label': 'Mock: fake backend panel',
    'aria-expanded': 'false',
    'aria-controls': 'mock-panel',
  });
  function toggle(open = panel.hidden): void {
    panel.hidden = !open;
    fab.setAttribute('aria-expanded', String(open));
    clearInterval(timer);
    if (open) {
      void refresh();
      timer = setInterval(() => void refresh(), 2000);
    }
  }
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      toggle(false);
      fab.focus();
    }
  });
  root.append(h('style', {}, PANEL_CSS), fab, panel);
  document.body.append(host);
}
