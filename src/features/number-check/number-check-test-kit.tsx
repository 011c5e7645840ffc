import { renderRoutes } from '@/testing/harness';
import { NumberCheckPage } from './number-check-page';

// What the number-check screen tests share. Test code only: nothing in the app imports it, and its name is
// not one the test runner collects (`*.test.tsx`).

/** Opens the number check screen at its route; returns the router, the query client and the user-event instance. */
export const openPage = () =>
  renderRoutes([{ path: '/check-numbers', element: <NumberCheckPage /> }], '/check-numbers');

/** Opens the number check screen at its route; returns the user-event instance to drive it with. */
export const renderPage = () => openPage().user;
