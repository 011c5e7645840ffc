/**
 * The one name the fake backend's dev panel (mock/dev-panel) and the app share: the panel dispatches this event
 * on `window` after it changes the fake world (a scenario, the clock), and the app in mock mode refetches what
 * it shows (src/app/data/use-mock-world-refresh.ts), so a switched scenario shows at once instead of after a
 * reload. It lives in src/lib because mock/ may import src/ and src/ never imports mock/.
 */
export const MOCK_WORLD_CHANGED = 'lotto-mock:world-changed';
