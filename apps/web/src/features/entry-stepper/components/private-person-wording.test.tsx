import type { UserInfo } from '@foodhub/contracts';
import { TOOL_INFO_SEEN_STORAGE_KEY } from '../../../config/browser-storage';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { useStepperStore } from '../../../stores/stepper-store';
import { http, HttpResponse } from 'msw';
import { answer, api, callsTo, server } from '../../../test/api';
import { naceFixture } from '../../../test/nace-fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { CompanyDataStep } from './company-data-step';
import { StepperShell } from './stepper-shell';

const person: UserInfo = {
  email: 'mara@example.at',
  accountType: 'individual',
  company: null,
  firstName: 'Mara',
  lastName: 'Novak',
  streetAddress: 'Hauptplatz 1',
  city: 'Graz',
  postalCode: '8010',
  country: 'Austria',
  roles: [],
  emailConfirmed: true,
  language: null,
};
const company: UserInfo = { ...person, accountType: 'company', company: 'Bäckerei Huber' };

let account: UserInfo;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOOL_INFO_SEEN_STORAGE_KEY, 'true');
  useStepperStore.getState().resetStepper();
  useSessionStore.getState().startSession('token-abc');
  account = person;
  server.use(
    http.get(api('/user/info'), () => HttpResponse.json(account)),
    answer('get', '/nace_codes', naceFixture),
  );
});
afterEach(() => {
  useSessionStore.getState().endSession();
  sessionStorage.clear();
});

function renderStepOne() {
  renderRoutes(
    [
      {
        path: '/stepper',
        element: <StepperShell />,
        children: [{ path: 'company-data', element: <CompanyDataStep /> }],
      },
    ],
    '/stepper/company-data',
  );
}
const steps = () => screen.getByRole('list', { name: 'Steps' });

describe('Step 1 for a private person', () => {
  it('speaks to a private person’s account about them, not about a company', async () => {
    renderStepOne();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Details' }),
    ).toBeInTheDocument();
    expect(steps()).toHaveTextContent('Your Details');
    expect(steps()).not.toHaveTextContent('Company Data');
    expect(
      screen.getByText('Three steps: Your Details, Food Surplus, Solutions Found.'),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeInTheDocument();
    expect(screen.getByText(/^Where your food surplus comes from/)).toBeInTheDocument();
    expect(screen.queryByText('Your company')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Company name' })).not.toBeInTheDocument();
  });

  it('follows the business category Private Person chosen on the step, whatever the account', async () => {
    account = company;
    useStepperStore.getState().setCompanyProfile({ businessCategory: 'Private Person' });
    renderStepOne();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Details' }),
    ).toBeInTheDocument();
    expect(within(steps()).getAllByRole('listitem')[0]).toHaveTextContent('Your Details');
  });

  it('keeps the spec’s company wording for a business', async () => {
    account = company;
    renderStepOne();
    // Once the account has answered.
    await vi.waitFor(() => expect(callsTo('/user/info')).not.toHaveLength(0));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Company Data' }),
    ).toBeInTheDocument();
    expect(steps()).toHaveTextContent('Company Data');
    expect(screen.getByRole('group', { name: 'Your company' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBeInTheDocument();
  });

  it('keeps the company wording for a private account that chose a business category', async () => {
    useStepperStore.getState().setCompanyProfile({ businessCategory: 'Restaurant' });
    renderStepOne();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Company Data' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your company' })).toBeInTheDocument();
  });
});
