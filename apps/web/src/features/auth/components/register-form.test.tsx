import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, answerError, answerNetworkError, callsTo, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { REGISTRATION_DRAFT_KEY } from '../hooks/use-registration-draft';
import { RegisterPage } from './register-page';

beforeEach(() => {
  sessionStorage.clear();
});

function renderRegister() {
  const view = renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/register',
  );
  return { ...view, user: userEvent.setup() };
}

const person = {
  'First name': 'Anna',
  'Last name': 'Berger',
  Email: 'anna@example.com',
  'Street address': 'Hauptplatz 1',
  'Postal code': '9020',
  City: 'Klagenfurt',
  Country: 'Austria',
};

/** Pastes each value into its field (typing every character is slow and tested elsewhere). */
async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.paste(value);
  }
}

const hint = () => screen.getByText((_, el) => el?.id === 'register-submit-hint');
const submit = () => screen.getByRole('button', { name: 'Register' });

describe('RegisterForm', () => {
  it('explains why the button is disabled, in the order of the rules', async () => {
    const { user } = renderRegister();
    expect(hint()).toHaveTextContent('Fill all fields & accept membership');
    expect(submit()).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /I want to become a Food Hub member/ }));
    expect(hint()).toHaveTextContent('7 field(s) missing');

    const { Country: _country, ...allButCountry } = person;
    await fill(user, allButCountry);
    expect(hint()).toHaveTextContent('1 field(s) missing');

    await fill(user, { Country: 'Austria' });
    expect(hint()).toHaveTextContent(/^$/);
    expect(submit()).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: /I want to become a Food Hub member/ }));
    expect(hint()).toHaveTextContent('Accept membership required');

    await user.clear(screen.getByLabelText(/^Postal code/));
    await user.type(screen.getByLabelText(/^Postal code/), '12');
    expect(hint()).toHaveTextContent('Fix validation errors');
    expect(submit()).toBeDisabled();
  });

  it('checks fields on blur, and the email also while typing once left', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByLabelText(/^First name/));
    await user.tab();
    expect(screen.getByText('First name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'anna');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), '@example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Postal code/), '1');
    await user.tab();
    expect(screen.getByText('Please enter a valid postal code')).toBeInTheDocument();
  });

  it('asks for the company name only for companies and switches the pledge', async () => {
    const { user } = renderRegister();
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    const citizen = screen.getByRole('link', { name: 'citizen pledge' });
    // BASE_URL is /tool/ in the build (vite.config base), / under vitest.
    expect(citizen).toHaveAttribute('href', `${import.meta.env.BASE_URL}docs/citizen-pledge.pdf`);
    expect(citizen).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('radio', { name: 'Company' }));
    expect(screen.getByLabelText(/^Company name/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'business pledge' })).toHaveAttribute(
      'href',
      `${import.meta.env.BASE_URL}docs/business-pledge.pdf`,
    );
    await user.click(screen.getByLabelText(/^Company name/));
    await user.tab();
    expect(screen.getByText('Company name is required')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Private Person' }));
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    expect(screen.queryByText('Company name is required')).not.toBeInTheDocument();
  });

  it('sends the payload of the spec for a company', async () => {
    server.use(answer('post', '/register', { message: 'Registered.' }));
    const { user } = renderRegister();
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await fill(user, { ...person, 'Company name': 'Alpenhof GmbH ' });
    await user.click(screen.getByRole('checkbox', { name: /I want to become a Food Hub member/ }));
    await user.click(submit());

    expect(await screen.findByText('Registered.')).toBeInTheDocument();
    const calls = callsTo('/register');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna@example.com',
      streetAddress: 'Hauptplatz 1',
      city: 'Klagenfurt',
      postalCode: '9020',
      country: 'Austria',
      accountType: 'company',
      company: 'Alpenhof GmbH',
      acceptPledge: true,
      becomeMember: true,
      // The interface language the form was filled in: kept on the account.
      language: 'en',
    });
  });

  it('sends company null for a private person, even after typing a company name', async () => {
    server.use(answer('post', '/register', { message: 'Registered.' }));
    const { user } = renderRegister();
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await fill(user, { 'Company name': 'Alpenhof GmbH' });
    await user.click(screen.getByRole('radio', { name: 'Private Person' }));
    await fill(user, person);
    await user.click(screen.getByRole('checkbox', { name: /I want to become a Food Hub member/ }));
    await user.click(submit());
    await screen.findByText('Registered.');
    expect(callsTo('/register')[0]?.body).toMatchObject({
      accountType: 'individual',
      company: null,
    });
  });

  it('shows the 409 message as it is, and a fallback when there is no message', async () => {
    // The first try meets a taken address, the second a broken network.
    server.use(
      answerError(
        'post',
        '/register',
        409,
        'An account with this email address already exists.',
        {},
        { once: true },
      ),
      answerNetworkError('post', '/register'),
    );
    const { user } = renderRegister();
    await fill(user, person);
    await user.click(screen.getByRole('checkbox', { name: /I want to become a Food Hub member/ }));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email address already exists.',
    );
    await user.click(submit());
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('keeps the entries across a reload and forgets them after registering', async () => {
    server.use(answer('post', '/register', { message: 'Registered.' }));
    const first = renderRegister();
    await first.user.click(screen.getByRole('radio', { name: 'Company' }));
    await fill(first.user, { 'First name': 'Anna', 'Company name': 'Alpenhof' });
    first.unmount();

    const { user } = renderRegister();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Anna');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Alpenhof');
    const { 'First name': _first, ...rest } = person;
    await fill(user, rest);
    await user.click(screen.getByRole('checkbox', { name: /I want to become a Food Hub member/ }));
    await user.click(submit());
    await screen.findByText('Registered.');
    expect(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
  });
});
