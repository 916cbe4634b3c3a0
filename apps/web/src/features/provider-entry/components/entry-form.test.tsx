import { providerEntryInput } from '@foodhub/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { apiError, callsTo } from '../../../test/api';
import {
  answerProviderEntryCalls,
  grazFound,
  savedEntry,
  type ProviderEntryServer,
} from '../../../test/provider-entry-fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { ProviderEntryPage } from './provider-entry-page';

/** A token whose subject is the account's id, as the server signs it (read, not verified). */
function tokenFor(sub: string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub })}.signature`;
}

let server: ProviderEntryServer;

beforeEach(() => {
  server = { entry: null, geocode: grazFound };
  answerProviderEntryCalls(server);
  notifications.clean();
  sessionStorage.clear();
  useSessionStore.getState().startSession(tokenFor('user-1'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderPage() {
  const view = renderRoutes(
    [
      {
        path: '/my-organisation',
        element: (
          <>
            <Notifications />
            <ProviderEntryPage />
          </>
        ),
      },
    ],
    '/my-organisation',
  );
  return { user: userEvent.setup(), ...view };
}

type User = ReturnType<typeof userEvent.setup>;
const entryForm = () => screen.findByRole('form', { name: "Your organisation's entry" });
const puts = () => callsTo('/me/provider', 'put');

async function findOnMapAndConfirm(user: User, form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: 'Find on map' }));
  await user.click(await within(form).findByRole('checkbox', { name: /This is the right place/ }));
}

async function chooseSolution(user: User, form: HTMLElement, name: string) {
  await user.click(
    within(form).getByRole('textbox', { name: /Solutions your organisation offers/ }),
  );
  await user.click(await within(form).findByRole('option', { name }));
}

// These type a whole form; with other test files running on both cores that can take 15 s.
describe('My organisation takes surplus: saving', { timeout: 30_000 }, () => {
  it('locates the address, and saves a first entry the contract accepts', async () => {
    const { user } = renderPage();
    const form = await entryForm();
    await user.click(within(form).getByRole('button', { name: 'Find on map' }));
    expect(
      await within(form).findByText('Located: 8020 Graz, Austria (street address)'),
    ).toBeVisible();
    expect(callsTo('/geocode')[0]?.body).toEqual({
      address: 'Annenstraße 10',
      city: 'Graz',
      postalCode: '8020',
      country: 'Austria',
    });
    expect(
      await within(form).findByRole('region', { name: "Map of your organisation's place" }),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: /This is the right place/ }));
    await chooseSolution(user, form, 'Donation to a food bank');
    // Pasted, not typed: each key redraws the long form, which jsdom makes slow.
    await user.click(within(form).getByLabelText(/^E-mail/, { selector: 'input[type="email"]' }));
    await user.paste('info@tafel.example');
    await user.click(within(form).getByRole('button', { name: 'Save and submit for approval' }));

    expect(
      await screen.findByText('Your entry was sent to the operator for approval.'),
    ).toBeVisible();
    expect(puts()).toHaveLength(1);
    const body = puts()[0]?.body;
    const parsed = providerEntryInput.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(body).toMatchObject({
      company_name: 'Tafel Graz',
      location: {
        address: 'Annenstraße 10',
        postal_code: '8020',
        city: 'Graz',
        country: 'Austria',
      },
      location_geo: { type: 'Point', coordinates: [15.4283, 47.0707] },
      solution_ids: ['food-bank-donation'],
      contact: { email: 'info@tafel.example', phone: null },
      show_contact: { person: false, email: false, phone: false },
      logistics: {
        pickup: { available: false, radius_km: null, frequency: null, weekend: false },
        delivery: { accepted: false },
      },
    });
    expect(
      screen.getByText("Waiting for the operator's approval; users do not see it yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('moves the focus to the first invalid field and announces its error', async () => {
    const { user } = renderPage();
    const form = await entryForm();
    const name = within(form).getByLabelText(/^Name of the organisation/);
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save and submit for approval' }));

    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(
      expect.arrayContaining([
        'This field is required.',
        'Find your address on the map first.',
        'Choose at least one solution you offer.',
      ]),
    );
    expect(puts()).toHaveLength(0);

    // Next the place: it must be found, then confirmed.
    await user.type(name, 'Tafel Graz');
    await user.click(within(form).getByRole('button', { name: 'Save and submit for approval' }));
    expect(within(form).getByRole('button', { name: 'Find on map' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Find on map' }));
    await within(form).findByRole('checkbox', { name: /This is the right place/ });
    await user.click(within(form).getByRole('button', { name: 'Save and submit for approval' }));
    expect(within(form).getByRole('checkbox', { name: /This is the right place/ })).toHaveFocus();
    expect(screen.getByText('Confirm that the map shows the right place.')).toBeInTheDocument();
  });

  it('checks numbers as the contract does: a capacity row needs its category', async () => {
    // A saved entry has its place and a solution: only the capacity is left to check.
    server.entry = savedEntry();
    const { user } = renderPage();
    const form = await entryForm();
    await user.click(within(form).getByRole('button', { name: 'Add capacity' }));
    const row = within(form).getByRole('group', { name: 'Capacity 1' });
    // Pasted: typing seven digits through the whole form is slow in jsdom, and tells nothing more.
    await user.click(within(row).getByLabelText(/^Max. kg per week/));
    await user.paste('2000000');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(row).getByLabelText(/^Food category/)).toHaveFocus();
    expect(within(row).getByText('At most 1,000,000.')).toBeInTheDocument();

    await user.clear(within(row).getByLabelText(/^Max. kg per week/));
    await user.type(within(row).getByLabelText(/^Food category/), 'Bread');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(puts()[0]?.body).toMatchObject({
      capacity: [
        { food_category: 'Bread', needed: 'sometimes', max_kg_per_week: null, note: null },
      ],
    });
  });

  it('adds and removes capacity rows', async () => {
    server.entry = savedEntry();
    const { user } = renderPage();
    const form = await entryForm();
    await user.click(within(form).getByRole('button', { name: 'Add capacity' }));
    await user.click(within(form).getByRole('button', { name: 'Add capacity' }));
    expect(
      within(form).getByLabelText(/^Food category/, {
        selector: '#provider-entry-capacity-1-food_category',
      }),
    ).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Remove capacity 1' }));
    expect(within(form).queryByRole('group', { name: 'Capacity 2' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Remove capacity 1' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(puts()[0]?.body).toMatchObject({ capacity: [] });
  });

  it('takes the confirmed place away when the address changes', async () => {
    const { user } = renderPage();
    const form = await entryForm();
    await findOnMapAndConfirm(user, form);
    await user.type(within(form).getByLabelText(/^City/), 'er');
    expect(within(form).queryByRole('checkbox', { name: /This is the right place/ })).toBeNull();
    expect(within(form).queryByText(/^Located:/)).toBeNull();
  });

  it('says when the address is not found', async () => {
    server.geocode = {
      found: false,
      location_geo: null,
      precision: null,
      matched: null,
      not_found_reason: 'postal_code_city_mismatch',
    };
    const { user } = renderPage();
    const form = await entryForm();
    await user.click(within(form).getByRole('button', { name: 'Find on map' }));
    expect(
      await within(form).findByText(
        'The address could not be found on the map. The postal code and the city do not go together. Check it and try again.',
      ),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: /This is the right place/ })).toBeNull();
  });
});

describe('My organisation takes surplus: refusals', () => {
  it("shows the server's message of a 400 in an alert that takes the focus", async () => {
    server.entry = savedEntry();
    server.putAnswer = () => apiError(400, 'website: website has at most 300 characters');
    const { user } = renderPage();
    const form = await entryForm();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert', { name: 'Your entry was not saved' });
    expect(alert).toHaveTextContent('website: website has at most 300 characters');
    expect(alert).toHaveFocus();
  });

  it('explains a solution the catalogue no longer holds', async () => {
    server.entry = savedEntry();
    server.putAnswer = () =>
      apiError(422, 'Unknown solution: gone', { code: 'PROVIDER_SOLUTION_UNKNOWN' });
    const { user } = renderPage();
    const form = await entryForm();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('alert', { name: 'Your entry was not saved' }),
    ).toHaveTextContent(
      'One of the chosen solutions is no longer in the catalogue. Remove it and save again.',
    );
  });
});

describe('My organisation takes surplus: unsaved edits', () => {
  const restoredNote = 'Your unsaved changes from earlier were restored.';

  it('survive a reload and can be discarded', async () => {
    server.entry = savedEntry();
    const first = renderPage();
    let form = await entryForm();
    await first.user.type(within(form).getByLabelText(/^Description/), 'Soup.');
    first.unmount();

    const second = renderPage();
    form = await entryForm();
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('Soup.');
    expect(within(form).getByText(restoredNote)).toBeVisible();
    await second.user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('');
    expect(within(form).queryByText(restoredNote)).toBeNull();
    second.unmount();

    renderPage();
    form = await entryForm();
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('');
    expect(within(form).queryByText(restoredNote)).toBeNull();
    // Three renders of the whole form: some 9 s on a quiet machine, more on a busy one.
  }, 30_000);

  it('are kept per account and cleared by a save', async () => {
    server.entry = savedEntry();
    const { user } = renderPage();
    const form = await entryForm();
    await user.type(within(form).getByLabelText(/^Description/), 'Soup.');
    const keys = () =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('provider-entry'));
    expect(keys()).toEqual(['provider-entry-draft:user-1']);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(puts()[0]?.body).toMatchObject({ description: 'Soup.' });
    expect(keys()).toEqual([]);
  });
});
