// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptServiceLink } from '@mock/lib/service-links';
import { initI18n, loadScreenStrings } from '@/i18n';
import { RegionRestrictedPage } from './region-restricted-page';
import { RightSidebar } from './right-sidebar';
import { sidebarLinks } from './sidebar-links';

beforeAll(async () => {
  await initI18n();
  await loadScreenStrings();
});

afterEach(cleanup);

const t = (key: string) => key;

/** openapi/wps/system.yaml, CustomerServiceLink.path's example, under the passphrase the build is made with. */
const CONTRACT_EXAMPLE =
  'U2FsdGVkX1+kYu6wC0CNOicv5BSjUZSLmG3rNYZL4a7sYezh0G3Zy6un/ndI63kK2zh5KSjt6WOG/TXfQDzljg==';

describe('the right sidebar', () => {
  it('is not there at all when the status configures neither customer service nor downloads', () => {
    const { container } = render(<RightSidebar status={{ info: { customerService: [] }, resources: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('leaves out customer-service entries it cannot read safely, and downloads without an address', () => {
    const links = sidebarLinks(
      {
        info: {
          customerService: [
            { title: 'Chat', path: encryptServiceLink('https://support.example/chat') },
            { title: 'Trap', path: encryptServiceLink('javascript:alert(1)') },
          ],
        },
        resources: [
          { resourceType: 'ANDROID', url: '' },
          { resourceType: 'ios', url: 'https://apps.example/ios' },
        ],
      },
      t,
    );
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['Chat', 'https://support.example/chat'],
      ['download_ios', 'https://apps.example/ios'],
    ]);
  });

  it('offers no download that is not https: an APK over plain http, a script or data address', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const url of [
      'http://apps.example/lottoph.apk',
      'javascript:alert(1)',
      'data:application/vnd.android.package-archive;base64,UEsDBA==',
      '//apps.example/lottoph.apk',
    ]) {
      const links = sidebarLinks(
        { info: { customerService: [] }, resources: [{ resourceType: 'ANDROID', url }] },
        t,
      );
      expect(links, url).toEqual([]);
    }
    expect(warn).toHaveBeenCalledWith('[safe-url] refused a download address', expect.any(String));
  });

  it('shows its button when something is configured', () => {
    render(
      <RightSidebar
        status={{
          info: {
            customerService: [{ title: 'Chat', path: encryptServiceLink('https://support.example/chat') }],
          },
          resources: [],
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Customer service and app download' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens on the links it may open: customer service over https, mail or phone only', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <RightSidebar
        status={{
          info: {
            customerService: [
              { title: 'Chat', path: encryptServiceLink('https://support.example/chat') },
              { title: 'Trap', path: encryptServiceLink('javascript:alert(1)') },
              { title: 'Plain', path: encryptServiceLink('http://support.example/chat') },
            ],
          },
          resources: [],
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Customer service and app download' }));
    expect(await screen.findByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      'https://support.example/chat',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('the region-restricted page', () => {
  it.each([
    [['javascript:alert(1)', 'https://support.example/chat'], 'https://support.example/chat'],
    [['mailto:help@support.example'], 'mailto:help@support.example'],
  ])('offers the first safe contact of %j', async (addresses, href) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <RegionRestrictedPage
        ip="203.0.113.9"
        countryCode="SG"
        contactPaths={addresses.map((address) => encryptServiceLink(address))}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute('href', href);
  });

  it("§3.3 offers the contract's example address, decrypted, as the contact button", async () => {
    render(<RegionRestrictedPage ip="203.0.113.9" countryCode="SG" contactPaths={[CONTRACT_EXAMPLE]} />);
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'https://support.lottoph.example/chat',
    );
  });

  it('offers no contact button when no entry may be opened', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <RegionRestrictedPage
        ip="203.0.113.9"
        countryCode="SG"
        contactPaths={[encryptServiceLink('javascript:alert(1)'), encryptServiceLink('data:text/html,x')]}
      />,
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
  });
});
