// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/i18n';
import { preferences } from '@/state/preferences';
import { loadStringsBeforeAll, renderRoutes } from '@/testing/harness';
import { MorePage } from './more-page';

loadStringsBeforeAll();

afterEach(async () => {
  cleanup();
  preferences.language = 'en';
  await vi.waitFor(() => expect(i18next.language).toBe('en'));
});

const renderMore = (path: string) => renderRoutes([{ path: '/more', element: <MorePage /> }], path);

describe('More', () => {
  it('lists notices and the content pages, and sets the language', async () => {
    const { user } = renderMore('/more');
    expect(screen.getByRole('link', { name: 'Notices' })).toHaveAttribute('href', '/notice');
    // §20.6: the number tools are found here too.
    expect(screen.getByRole('link', { name: 'Check my numbers' })).toHaveAttribute('href', '/check-numbers');
    expect(screen.getByRole('link', { name: 'Hot and cold numbers' })).toHaveAttribute('href', '/hot-cold');
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/more?page=terms_use',
    );
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/more?page=privacy');
    expect(screen.getByRole('link', { name: 'Licence' })).toHaveAttribute('href', '/more?page=license');
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '中文' }));
    expect(preferences.language).toBe('zh');
    expect(localStorage.getItem('lotto.language')).toBe('zh');
    expect(await screen.findByRole('heading', { level: 1, name: '更多' })).toBeInTheDocument();
  });

  it('issue 20 item 8: offers English, Filipino and 中文, and Filipino turns the screen Filipino and is kept', async () => {
    const { user } = renderMore('/more');
    const group = screen.getByRole('group', { name: 'Language' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['English', 'Filipino', '中文']);
    await user.click(within(group).getByRole('radio', { name: 'Filipino' }));
    expect(localStorage.getItem('lotto.language')).toBe('fil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iba pa' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Wika' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mga tuntunin ng paggamit' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
  });

  it("shows a content page with the operator's text and the product's own statements", async () => {
    renderMore('/more?page=terms_use');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(
      await screen.findByText('Players must be 21 or over. Play for fun, set a budget.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Employees of the government or of the gaming site, and their relatives, cannot be members.',
      ),
    ).toBeInTheDocument();
  });

  it('states how long data is kept on the privacy page', () => {
    renderMore('/more?page=privacy');
    expect(
      screen.getByText('We keep your data for at least 1 year after your last visit.'),
    ).toBeInTheDocument();
  });

  it('lists the help centre and the customer-service contacts from the status', async () => {
    const { user } = renderMore('/more');
    const service = await screen.findByRole('region', { name: 'Customer service' });
    expect(within(service).getByRole('link', { name: 'Live chat' })).toHaveAttribute(
      'href',
      'https://support.lottoph.example/chat',
    );
    expect(within(service).getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      'mailto:support@lottoph.example',
    );
    await user.click(screen.getByRole('link', { name: 'Help centre' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    await user.click(await screen.findByText('How do I register?'));
    expect(await screen.findByText(/enter your mobile number, send the code and type it in/)).toBeVisible();
  });
});
