import { operations } from '../../src/api/generated/operations';
import type { TelemetryEntry } from '../../src/api/generated/wps/wps.schemas';
import { control, lastSms, type ClockInfo, type PlayerRow, type ScenarioStatus } from './api';
import { button, h } from './dom';

// The panel's sections. Each returns its element and a refresh function the panel calls while it is open.

export interface Section {
  el: HTMLElement;
  refresh: () => Promise<void>;
}

const report = (status: HTMLElement) => (error: unknown) => {
  status.textContent = error instanceof Error ? error.message : String(error);
};

export function smsSection(): Section {
  const code = h('div', { class: 'code', 'aria-live': 'polite' }, '—');
  const info = h('div', { class: 'muted' }, 'No SMS sent yet.');
  const el = h(
    'section',
    { 'aria-labelledby': 'mock-sms' },
    h('h3', { id: 'mock-sms' }, 'Last SMS code'),
    code,
    info,
  );
  return {
    el,
    async refresh() {
      const sms = await lastSms();
      if (!sms) return;
      code.textContent = sms.code;
      const state = sms.used
        ? 'used'
        : sms.expired
          ? 'expired'
          : `expires ${new Date(sms.expirationTime).toLocaleTimeString()}`;
      info.textContent = `to ${sms.mobile} · ${sms.purpose} · ${state}`;
    },
  };
}

export function loginsSection(): Section {
  const body = h('tbody');
  const el = h(
    'section',
    { 'aria-labelledby': 'mock-logins' },
    h('h3', { id: 'mock-logins' }, 'Players'),
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, h('th', {}, 'Login'), h('th', {}, 'Balance'), h('th', {}, 'State'))),
      body,
    ),
  );
  return {
    el,
    async refresh() {
      const rows = await control<PlayerRow[]>('/players');
      body.replaceChildren(
        ...rows.map((p) =>
          h(
            'tr',
            {},
            // No passwords here: the control endpoints withhold them (mock/lib/secrets.ts); the seeded
            // players' password is in mock/README.md.
            h('td', {}, h('strong', {}, p.username)),
            h('td', {}, p.balance),
            h('td', {}, p.seeded ? p.state : `registered · KYC ${p.kycStatus}`),
          ),
        ),
      );
    },
  };
}

export function clockSection(): Section {
  const now = h('div', { 'aria-live': 'off' }, '');
  const status = h('div', { class: 'muted', role: 'status' }, '');
  const act = (body: object) => () =>
    void control('/clock', 'POST', body).then(() => section.refresh(), report(status));
  const section: Section = {
    el: h(
      'section',
      { 'aria-labelledby': 'mock-clock' },
      h('h3', { id: 'mock-clock' }, 'Clock (Manila)'),
      now,
      h(
        'div',
        { class: 'row' },
        button('+1 hour', act({ action: 'advance', ms: 3_600_000 })),
        button('Next lock', act({ action: 'next-lock' })),
        button('Next draw', act({ action: 'next-draw' })),
        button('Limit cooling-off over', act({ action: 'cooling-off-end' })),
        button('Break over', act({ action: 'break-end' })),
        button('Real time', act({ action: 'reset' })),
      ),
      status,
    ),
    async refresh() {
      const clock = await control<ClockInfo>('/clock');
      now.textContent = `${clock.manila}${clock.frozenAt !== null ? ' (frozen)' : clock.offsetMs ? ' (moved)' : ''}`;
    },
  };
  return section;
}

export function scenariosSection(): Section {
  const list = h('div');
  const status = h('div', { class: 'muted', role: 'status' }, '');
  const op = h(
    'select',
    { id: 'mock-op', 'aria-label': 'Call to break' },
    h('option', { value: '*' }, 'every API call'),
  );
  for (const o of [...operations].sort((a, b) => a.operationId.localeCompare(b.operationId)))
    op.append(h('option', { value: o.operationId }, o.operationId));
  let built = false;
  const section: Section = {
    el: h(
      'section',
      { 'aria-labelledby': 'mock-scenarios' },
      h('h3', { id: 'mock-scenarios' }, 'Scenarios'),
      h('label', { for: 'mock-op', class: 'muted' }, 'Faults (502, 429, slow, network) apply to: '),
      op,
      list,
      status,
    ),
    async refresh() {
      const state = await control<ScenarioStatus>('/scenario');
      if (!built) {
        built = true;
        for (const s of state.available.filter((x) => x.name !== 'reset' && x.name !== 'clock-jump')) {
          if (s.kind === 'action') {
            list.append(
              h(
                'div',
                { class: 'row' },
                button(
                  s.name === 'logged-in-elsewhere' ? 'Log everyone out (401)' : s.name,
                  () =>
                    void control('/scenario', 'POST', { name: s.name }).then(
                      () => (status.textContent = `${s.name} done`),
                      report(status),
                    ),
                ),
              ),
            );
            continue;
          }
          const box = h('input', { type: 'checkbox', 'data-name': s.name });
          box.addEventListener('change', () => {
            const params = ['bad-gateway', 'too-many-requests', 'slow', 'network-failure'].includes(s.name)
              ? { op: op.value }
              : {};
            void control('/scenario', 'POST', { name: s.name, on: box.checked, params }).then(
              () => section.refresh(),
              report(status),
            );
          });
          list.append(h('label', { class: 'toggle', title: s.description }, box, s.name));
        }
      }
      for (const box of list.querySelectorAll<HTMLInputElement>('input[type=checkbox]'))
        box.checked = state.active.includes(box.dataset.name ?? '');
    },
  };
  return section;
}

/** One entry as the contract defines it (openapi/wps/telemetry.yaml). */
type TelemetryRow = TelemetryEntry;

/** The latest field data the app's beacons delivered (GET /__mock/telemetry), newest first. */
export function telemetrySection(): Section {
  const list = h('ul', {});
  const empty = h('div', { class: 'muted' }, 'Nothing received yet (sent when the page is hidden).');
  const el = h(
    'section',
    { 'aria-labelledby': 'mock-telemetry' },
    h('h3', { id: 'mock-telemetry' }, 'Field data'),
    empty,
    list,
  );
  return {
    el,
    async refresh() {
      const { entries } = await control<{ entries: TelemetryRow[] }>('/telemetry');
      empty.hidden = entries.length > 0;
      list.replaceChildren(
        ...entries
          .slice(-8)
          .reverse()
          .map((e) =>
            h(
              'li',
              {},
              h('strong', {}, e.kind === 'vital' ? `${e.name} ${+(e.value ?? 0).toFixed(3)}` : `${e.source}`),
              ` ${e.route}`,
              e.message ? ` · ${e.message}` : null,
            ),
          ),
      );
    },
  };
}
