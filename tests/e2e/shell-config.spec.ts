import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { returningVisitor } from './support/world';

// The shell follows what the server configures, read afresh: the status's customer-service and download
// entries, and the newest promo popup. These tests change the server's answers in flight (the fake backend's
// content is fixed), the way an operator would change them between two visits.

/**
 * Answers calls to `pathname` with the fake backend's answer changed by `edit`. The app may give up on a call
 * it no longer needs (a newer fetch of the same data replaces it), or the test may end while a call the app
 * repeats on its own (the status when the tab comes back) is out: such a call needs no answer.
 */
async function editJson<T>(page: Page, pathname: string, edit: (body: T) => void) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      try {
        const response = await route.fetch();
        const body = (await response.json()) as T;
        edit(body);
        await route.fulfill({ response, json: body });
      } catch (error) {
        if (!/disposed|closed|aborted|already handled|test ended/i.test(String(error))) throw error;
      }
    },
  );
}

const editStatus = (page: Page, edit: (status: Record<string, unknown>) => void) =>
  editJson(page, '/wps/system/status', edit);

interface Popup {
  id: number;
  title: string;
  content: string;
  execution: string;
  noExpiry: boolean;
  endDate: string | null;
}

/**
 * Reloads home and waits until the popups' answer is in the page: only then does "no popup" mean one was not
 * offered, not one still on its way (and no edited answer is left in flight when the test ends).
 */
async function reloadWithPopups(page: Page) {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/wps/relay/MCSFE_getListAnnouncements',
  );
  await page.reload();
  await answered;
  await expect(page.getByRole('heading', { name: "Today's draws" })).toBeVisible();
  // The banners come from the same answer: once they are drawn, the page has read it.
  await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
}

/** Adds popups to the fake backend's announcements answer. */
const addPopups = (page: Page, extra: Popup[]) =>
  editJson<{ popup?: Popup[] }>(page, '/wps/relay/MCSFE_getListAnnouncements', (body) => {
    if (body.popup) body.popup = [...body.popup, ...extra];
  });

test('without customer service or downloads configured, there is no sidebar at all', async ({
  page,
  request,
}) => {
  await returningVisitor(page, request);
  await editStatus(page, (status) => {
    status.info = { ...(status.info as object), customerService: [] };
    status.resources = [];
  });
  const status = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/system/status');
  await page.goto('/');
  await status;
  await expect(page.getByRole('heading', { name: "Today's draws" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service and app download' })).toHaveCount(0);
});

test('with only customer service configured, the sidebar offers it and no download', async ({
  page,
  request,
}) => {
  await returningVisitor(page, request);
  await editStatus(page, (status) => {
    status.resources = [];
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Customer service and app download' }).click();
  await expect(page.getByRole('link', { name: 'Live chat' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download the/ })).toHaveCount(0);
});

test('a newer promo popup opens the same day one was closed, alone, and expired ones never show', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lotto.ageGate', 'agreed'));
  await page.goto('/');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Lotto PH' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  await reloadWithPopups(page);
  await expect(welcome).toBeHidden();

  // The operator publishes two more visitor popups: one already over, one current (the newest id).
  await addPopups(page, [
    {
      id: 901,
      title: 'Last week only',
      content: '<p>Over.</p>',
      execution: 'B',
      noExpiry: false,
      endDate: '2020-01-01',
    },
    {
      id: 900,
      title: 'Swertres weekend',
      content: '<p>Double points on 3D.</p>',
      execution: 'B',
      noExpiry: true,
      endDate: null,
    },
  ]);
  await page.reload();
  // Only the new current one: the one closed today stays closed until tomorrow (§20.4), and the expired one
  // never shows.
  const fresh = page.getByRole('dialog', { name: 'Swertres weekend' });
  await expect(fresh).toBeVisible();
  await expect(fresh.getByText('Double points on 3D.')).toBeVisible();
  await expect(fresh.getByText('Welcome to Lotto PH')).toHaveCount(0);
  await expect(fresh.getByText('Last week only')).toHaveCount(0);
  await fresh.getByRole('button', { name: 'Close' }).click();
  await reloadWithPopups(page);
  await expect(fresh).toBeHidden();
});
