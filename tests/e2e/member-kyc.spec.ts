import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { MARIA } from './auth-kit';
import { expectNoAxeViolations } from './support/axe';
import { returningVisitor } from './support/world';
import { openInApp } from './support/in-app';

// Identity verification (account area): Not Set → upload → In review → Approved; a failed check shows its
// reason and is resubmitted; files that cannot be sent are explained before anything is sent; the upload
// code arrives only with the KYC screen.

const ROSA = { username: 'rosa2026', password: 'Lotto2026' };

// A 1 × 1 PNG: a real picture, small enough for any limit.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const idPicker = (page: Page) => page.getByLabel('Photo of the ID (front)');
const selfiePicker = (page: Page) => page.getByLabel('Selfie holding the ID');
const badge = (page: Page) => page.getByRole('heading', { level: 2, name: /^Status:/ });

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

test('a new player uploads an ID, waits in review and is approved', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await signIn(page, MARIA);
  await page.goto('/member/home');
  await expect(page.getByRole('region', { name: 'Account' })).toBeVisible();
  // The member home never loads the upload code.
  expect(scripts.filter((path) => path.includes('kyc-upload-form'))).toEqual([]);

  await openInApp(page, '/member/kycSetting');
  await expect(badge(page)).toHaveText(/Not set/);
  await expect(idPicker(page)).toHaveAttribute('accept', 'image/*');
  await expect(idPicker(page)).toHaveAttribute('capture', 'environment');
  expect(scripts.some((path) => path.includes('kyc-upload-form'))).toBe(true);
  await expectNoAxeViolations(page, '/member/kycSetting (not set)');

  // Nothing picked yet (§5.10): the button waits for both pictures, and a picker left empty says so.
  let uploads = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/member/idImage') uploads += 1;
  });
  const submit = page.getByRole('button', { name: 'Submit for review' });
  await expect(submit).toBeDisabled();
  await idPicker(page).focus();
  await selfiePicker(page).focus();
  await selfiePicker(page).blur();
  await expect(idPicker(page)).toHaveAccessibleDescription(/Please add this picture/);
  await expect(selfiePicker(page)).toHaveAccessibleDescription(/Please add this picture/);

  // Wrong type and too large are explained at once.
  await idPicker(page).setInputFiles({ name: 'id.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(idPicker(page)).toHaveAccessibleDescription(/Please choose a picture \(JPEG or PNG\)\./);
  await idPicker(page).setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(idPicker(page)).toHaveAccessibleDescription(/This picture is too large\. The limit is 5 MB\./);
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page, '/member/kycSetting (files refused)');
  expect(uploads).toBe(0);

  await idPicker(page).setInputFiles(picture('id-front.png'));
  await expect(submit).toBeDisabled();
  await selfiePicker(page).setInputFiles(picture('selfie.png'));
  await expect(page.getByRole('img', { name: 'Preview: Photo of the ID (front)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview: Selfie holding the ID' })).toBeVisible();
  await submit.click();
  await expect(badge(page)).toHaveText(/In review/);
  await expect(page.getByText('Documents sent for review')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  expect(uploads).toBe(1);
  await expectNoAxeViolations(page, '/member/kycSetting (in review)');

  const decision = await request.post('/__mock/kyc', {
    data: { username: MARIA.username, decision: 'approve' },
  });
  expect(decision.ok(), await decision.text()).toBe(true);
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(badge(page)).toHaveText(/Approved/);
  await expect(page.getByText('Your identity is verified.')).toBeVisible();
  await expectNoAxeViolations(page, '/member/kycSetting (approved)');

  await openInApp(page, '/member/securityCenter');
  await expect(page.getByRole('link', { name: /Identity verification.*Done/ })).toBeVisible();
});

test('a failed check shows its reason and is resubmitted; a lost upload keeps the pictures', async ({
  page,
  request,
}) => {
  await signIn(page, ROSA);
  await page.goto('/member/kycSetting');
  await expect(badge(page)).toHaveText(/Failed/);
  await expect(page.getByText('Reason: ID photo is blurred')).toBeVisible();
  await expect(page.getByText('Your ID check did not pass. Please send your documents again.')).toBeVisible();
  await expectNoAxeViolations(page, '/member/kycSetting (failed)');

  await page.getByLabel('ID type').selectOption('PASSPORT');
  await idPicker(page).setInputFiles(picture('passport.png'));
  await selfiePicker(page).setInputFiles(picture('selfie.png'));

  // The upload gets no answer: the form says it did not go through and keeps everything for the next try.
  const fault = await request.post('/__mock/scenario', {
    data: { name: 'network-failure', params: { op: 'uploadIdImage' } },
  });
  expect(fault.ok()).toBe(true);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.locator('#main').getByRole('alert')).toHaveText(
    'That did not go through: Network not available',
  );
  await expect(page.getByRole('img', { name: 'Preview: Photo of the ID (front)' })).toBeVisible();
  await expect(page.getByLabel('ID type')).toHaveValue('PASSPORT');

  await request.post('/__mock/scenario', { data: { name: 'network-failure', on: false } });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(badge(page)).toHaveText(/In review/);
});
