import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGE_SLOWDOWN } from './support/page-slowdown';
import { signIn } from './support/session';
import { JUAN } from './auth-kit';
import { expectNoAxeViolations } from './support/axe';
import { returningVisitor } from './support/world';

// The transaction records of the seeded player (60 days of history) against the HTTP fake backend: the three
// tabs kept in ?type=, filters, the footer's totals, paging down the whole history, and the internal wallet
// moves left out of the account records.

const EXCLUDED_NAMES =
  /Transfer to game wallet|Transfer from game wallet|Game wallet recall|Rounding|Promotion turnover lock/;

/** One call of the app's own API with its token, as the screen would make it. */
async function api<T>(page: Page, path: string, params: Record<string, string | number>): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('lotto.token'));
  const response = await page.request.get(path, {
    params,
    headers: { Authorization: `Bearer ${token}`, Language: 'en', Merchant: 'lottoph' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

function pesos(value: number): string {
  const [whole, fraction = ''] = String(value).split('.');
  return `₱${Number(whole).toLocaleString('en-US')}.${(fraction + '00').slice(0, 2)}`;
}

/** Scrolls down until the list says it has nothing more. */
async function scrollToTheEnd(page: Page) {
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(page.getByText('No more records')).toBeVisible({ timeout: 1000 * PAGE_SLOWDOWN });
  }).toPass({ timeout: 30_000 * PAGE_SLOWDOWN });
}

const panel = (page: Page) => page.getByRole('tabpanel');
const rows = (page: Page) => panel(page).getByRole('article');

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
  await signIn(page, JUAN);
});

// One page start walks the three tabs: account records first (the default tab), then withdrawal and deposit
// records by tapping, a reload and the way back.
test('transaction records: the account history pages in, each tab lives in ?type=, deposit and withdrawal records filter and total', async ({
  page,
}) => {
  await test.step('account records: the whole 60-day history pages in as the player scrolls, internal moves left out', async () => {
    const calls: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/v2/transaction/records') calls.push(r);
    });
    const all = await api<{ total: number; list: { txTypeId: number; txTypeName: string }[] }>(
      page,
      '/wps/v2/transaction/records',
      { page: 1, size: 200, excludeTxTypeIds: '0' },
    );
    const shown = all.list.filter((r) => ![6231, 4203, 4223, 6156, 4253].includes(r.txTypeId));
    expect(all.list.some((r) => r.txTypeId === 6231)).toBe(true);

    await page.goto('/member/transaction');
    await expect(page.getByRole('tab', { name: 'Account records' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('status')).toHaveText(`${shown.length} records`);
    await expect(rows(page)).toHaveCount(10);
    await expectNoAxeViolations(page, '/member/transaction (account)');

    await scrollToTheEnd(page);
    await expect(rows(page)).toHaveCount(shown.length);
    expect(shown.length).toBeGreaterThan(20);
    await expect(rows(page).filter({ hasText: EXCLUDED_NAMES })).toHaveCount(0);
    const pages = calls.map((r) => new URL(r.url()).searchParams);
    expect(pages.every((p) => p.get('excludeTxTypeIds') === '6231,4203,4223,6156,4253')).toBe(true);
    expect(pages.map((p) => p.get('page'))).toEqual(
      Array.from({ length: Math.ceil(shown.length / 10) }, (_, i) => String(i + 1)),
    );
    // Debits carry their minus, credits their plus, two decimals rounded down with separators.
    await expect(rows(page).filter({ hasText: /-₱\d/ }).first()).toBeVisible();
    await expect(rows(page).filter({ hasText: /\+₱\d/ }).first()).toBeVisible();
  });

  await test.step('withdrawal records: offsets from page and size, totals, status and date filters', async () => {
    const calls: URLSearchParams[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/wps/v2/withdraw/records') calls.push(url.searchParams);
    });
    await page.getByRole('tab', { name: 'Withdrawal records' }).click();
    await expect(page).toHaveURL(/type=withdraw/);
    await expect(panel(page).getByRole('status')).toHaveText('5 records · total ₱15,500.00');
    await expect(rows(page)).toHaveCount(5);
    expect(calls[0].get('start')).toBe('0');
    expect(calls[0].get('end')).toBe('10');
    await expect(rows(page).filter({ hasText: 'Withdraw Success' })).toHaveCount(3);
    await expect(rows(page).filter({ hasText: 'Audit failure' })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: 'Withdraw failed' })).toHaveCount(1);
    await expectNoAxeViolations(page, '/member/transaction (withdraw)');

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Audit failure' });
    await expect(panel(page).getByRole('status')).toHaveText('1 record · total ₱2,000.00');
    await expect(rows(page)).toHaveCount(1);
    expect(calls.at(-1)!.get('status')).toBe('3');

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
    await page.getByRole('button', { name: '7 days' }).click();
    await expect(panel(page).getByRole('status')).toHaveText('1 record · total ₱6,000.00');
    const last = calls.at(-1)!;
    expect(Number(last.get('endDateTs')) - Number(last.get('startDateTs'))).toBe(7 * 24 * 3600 * 1000);
  });

  await test.step('deposit records, kept in ?type= through a reload: totals from the footer, filtered by status and by method', async () => {
    const all = await api<{ footer: { totalCount: number; totalAmount: number } }>(
      page,
      '/wps/v2/deposit/records',
      { page: 1, size: 50 },
    );
    const approved = await api<{ footer: { totalCount: number; totalAmount: number } }>(
      page,
      '/wps/v2/deposit/records',
      { page: 1, size: 50, depositState: 2 },
    );

    await page.getByRole('tab', { name: 'Deposit records' }).click();
    await expect(page).toHaveURL(/type=deposit/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Deposit records' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('status')).toHaveText(
      `${all.footer.totalCount} records · total ${pesos(all.footer.totalAmount)}`,
    );
    await expect(rows(page)).toHaveCount(all.footer.totalCount);
    for (const word of ['Approved', 'Rejected', 'Expired', 'Cancelled'])
      await expect(rows(page).filter({ hasText: word }).first()).toBeVisible();
    await expect(panel(page).getByText('No more records')).toBeVisible();
    await expectNoAxeViolations(page, '/member/transaction (deposit)');

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Approved' });
    await expect(panel(page).getByRole('status')).toHaveText(
      `${approved.footer.totalCount} records · total ${pesos(approved.footer.totalAmount)}`,
    );
    await expect(rows(page)).toHaveCount(approved.footer.totalCount);
    await expect(rows(page).filter({ hasNotText: 'Approved' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
    await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'QR' });
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).filter({ hasNotText: 'GCASHQR' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
    await expect(panel(page).getByText('No records')).toBeVisible();
  });

  await test.step('going back returns to the tab before', async () => {
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Withdrawal records' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/type=withdraw/);
  });
});
