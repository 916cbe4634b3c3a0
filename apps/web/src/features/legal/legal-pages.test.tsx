import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getConsent } from '../../lib/analytics';
import i18n from '../../lib/i18n';
import { answer, server } from '../../test/api';
import { renderRoutes } from '../../test/render-with-providers';
import { ImpressumPage } from './impressum-page';
import { PrivacyPolicyPage, PRIVACY_SECTIONS } from './privacy-policy-page';

const operator = {
  name: 'Example Operator GmbH',
  address: 'Beispielgasse 1, 8010 Graz',
  email: 'office@operator.example.org',
  phone: '+43 316 000000',
  website: 'operator.example.org',
  representative: null,
  register: 'FN 000000a, Landesgericht für ZRS Graz',
  vatId: null,
  supervisoryBoard: null,
  ownership: null,
  supervisoryAuthority: null,
  privacyEmail: null,
};

function renderAt(path: string, element: ReactNode) {
  return renderRoutes(
    [{ path, element: <Suspense fallback={<p>loading</p>}>{element}</Suspense> }],
    path,
  );
}

beforeEach(() => {
  server.use(answer('get', '/config', { operator }));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.clear();
});

describe('PrivacyPolicyPage', () => {
  it('covers every point of spec part 2 §2, with the #imprint anchor', async () => {
    renderAt('/privacy-policy', <PrivacyPolicyPage />);
    const nav = await screen.findByRole('navigation', { name: 'Contents' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(PRIVACY_SECTIONS.map((id) => `/privacy-policy#${id}`));
    expect(document.getElementById('imprint')).not.toBeNull();
    const text = (name: string) => screen.getByRole('region', { name }).textContent ?? '';
    expect(text('Registration and your account')).toMatch(
      /username .*registered company .*name .*e-mail address/,
    );
    expect(text('Your form entries')).toMatch(
      /company address, industry .*field of activity, company name and the surplus: its type, quantity and frequency/,
    );
    expect(text('Chatbot')).toContain('The chatbot receives the form data');
    expect(text('Partner solution service')).toContain('the form data');
    expect(text('Usage statistics')).toContain('Statistics are collected only with your consent');
    expect(text('Usage statistics')).toContain('Analytics data are kept 26 months');
    expect(text('Login token and browser storage')).toContain('a token kept in the browser');
    expect(text('Login token and browser storage')).toContain('valid for 10 hours');
    expect(text('Error data and server logs')).toContain('deleted after 14 days');
  });

  it('names the configured operator as controller and in the imprint', async () => {
    renderAt('/privacy-policy', <PrivacyPolicyPage />);
    const controller = await screen.findByRole('region', { name: 'Controller' });
    expect(await within(controller).findByText('Example Operator GmbH')).toBeInTheDocument();
    expect(within(controller).getByRole('link', { name: '+43 316 000000' })).toHaveAttribute(
      'href',
      'tel:+43316000000',
    );
    // The privacy contact is not configured: a neutral placeholder stands in.
    expect(
      within(controller).getByText('Not yet published by the operator of this installation'),
    ).toBeInTheDocument();
    const imprint = screen.getByRole('region', { name: 'Imprint' });
    expect(within(imprint).getByText('Example Operator GmbH')).toBeInTheDocument();
    expect(within(imprint).getByRole('link', { name: 'Go to the Impressum' })).toHaveAttribute(
      'href',
      '/impressum',
    );
  });

  it('lets the reader withdraw and give statistics consent', async () => {
    const user = userEvent.setup();
    localStorage.setItem('analytics-consent', 'granted');
    renderAt('/privacy-policy', <PrivacyPolicyPage />);
    const statistics = await screen.findByRole('region', { name: 'Usage statistics' });
    expect(within(statistics).getByRole('status')).toHaveTextContent(
      'You have allowed usage statistics.',
    );
    await user.click(within(statistics).getByRole('button', { name: 'Withdraw consent' }));
    expect(getConsent()).toBe('denied');
    expect(within(statistics).getByRole('status')).toHaveTextContent(
      'You have not allowed usage statistics.',
    );
    await user.click(within(statistics).getByRole('button', { name: 'Allow statistics' }));
    expect(getConsent()).toBe('granted');
  });
});

describe('ImpressumPage', () => {
  it('has the five sections of the spec with the operator identity', async () => {
    renderAt('/impressum', <ImpressumPage />);
    for (const name of [
      'Media owner',
      'Legal information',
      'Supervisory board',
      'Ownership',
      'Supervisory authority',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    const owner = screen.getByRole('region', { name: 'Media owner' });
    expect(await within(owner).findByText('Example Operator GmbH')).toBeInTheDocument();
    // A bare host name becomes an https link; nothing else is turned into a link.
    expect(within(owner).getByRole('link', { name: 'operator.example.org' })).toHaveAttribute(
      'href',
      'https://operator.example.org/',
    );
    const legal = screen.getByRole('region', { name: 'Legal information' });
    expect(within(legal).getByText('FN 000000a, Landesgericht für ZRS Graz')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Supervisory board' })).getByText(
        'Not yet published by the operator of this installation',
      ),
    ).toBeInTheDocument();
  });

  it('reads in German with the placeholders translated', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderAt('/impressum', <ImpressumPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Medieninhaber' })).toBeInTheDocument();
    const board = screen.getByRole('region', { name: 'Aufsichtsrat' });
    expect(
      await within(board).findByText('Vom Betreiber dieser Installation noch nicht veröffentlicht'),
    ).toBeInTheDocument();
  });
});
