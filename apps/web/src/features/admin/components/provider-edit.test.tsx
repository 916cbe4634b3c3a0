import { adminProviderEdit } from '@foodhub/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { catalogueDetail, catalogueList, catalogueRow } from '../../../test/admin-fixtures';
import { answer, apiCalls, apiError, apiRequests, on, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { biogas, breadBeer, foodBank } from '../../../test/solution-fixtures';
import { CataloguePage } from './catalogue-page';

const tafel = catalogueRow();
const DETAIL = `GET /admin/providers/${tafel.id}`;
const PUT = `PUT /admin/providers/${tafel.id}`;

beforeEach(() => {
  notifications.clean();
  server.use(
    answer('get', '/admin/providers', catalogueList([tafel])),
    on(DETAIL, () => HttpResponse.json(catalogueDetail(tafel))),
    answer('get', '/solutions', { solutions: [foodBank, breadBeer, biogas] }),
  );
  useSessionStore.getState().startSession('token-abc');
});
afterEach(() => {
  useSessionStore.getState().endSession();
});

async function openEdit() {
  renderRoutes(
    [
      {
        path: '/admin/catalogue',
        element: (
          <>
            <Notifications />
            <CataloguePage />
          </>
        ),
      },
    ],
    '/admin/catalogue',
  );
  const user = userEvent.setup();
  const edit = await screen.findByRole('button', { name: 'Edit (Tafel Graz)' });
  await user.click(edit);
  const dialog = await screen.findByRole('dialog', { name: 'Edit Tafel Graz' });
  const form = await within(dialog).findByRole('form', { name: "The provider's details" });
  return { user, dialog, form, edit };
}

const puts = () => apiRequests().filter((request) => request.method === 'PUT');
const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label);

describe('CataloguePage: editing a provider', () => {
  it('reads the provider afresh and fills the form with its fields', async () => {
    const { form } = await openEdit();
    expect(field(form, /^Name/)).toHaveValue('Tafel Graz');
    expect(field(form, /^Business category/)).toHaveValue('Food bank');
    expect(field(form, /^Address/)).toHaveValue('Annenstraße 10');
    expect(field(form, /^Postal code/)).toHaveValue('8020');
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue('AT');
    expect(field(form, /^Latitude/)).toHaveValue('47.0707');
    expect(field(form, /^Longitude/)).toHaveValue('15.4283');
    expect(field(form, /^E-mail/)).toHaveValue('info@tafel-graz.example');
    // The chosen solutions are the pills of the field, named in the interface language.
    const pills = [...form.querySelectorAll('.mantine-Pill-label')].map((p) => p.textContent);
    expect(pills).toEqual(['Donation to a food bank', 'Brewing beer from bread']);
    expect(apiCalls().filter((k) => k === DETAIL)).toHaveLength(1);
  });

  it('checks the form as the contract does, both coordinates or neither, before sending', async () => {
    const { user, form } = await openEdit();
    await user.clear(field(form, /^Name/));
    await user.clear(field(form, /^Longitude/));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(field(form, /^Name/)).toHaveFocus();
    expect(field(form, /^Name/)).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(field(form, /^Longitude/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter both latitude and longitude, or neither.'),
    );
    await user.type(field(form, /^Name/), 'Tafel');
    await user.type(field(form, /^Longitude/), '200');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(field(form, /^Longitude/)).toHaveFocus();
    expect(field(form, /^Longitude/)).toHaveAccessibleDescription(
      expect.stringContaining('A longitude lies between -180 and 180.'),
    );
    expect(puts()).toHaveLength(0);
  });

  it('sends the corrected fields and shows a refusal of the API in an alert that takes the focus', async () => {
    server.use(
      on(PUT, () =>
        apiError(422, "The country 'AT' is not one the tool serves (DE).", {
          code: 'PROVIDER_COUNTRY_UNSUPPORTED',
          params: { country: 'AT', countries: 'DE' },
        }),
      ),
    );
    const { user, form } = await openEdit();
    await user.clear(field(form, /^Name/));
    await user.type(field(form, /^Name/), 'Tafel Graz-Mitte');
    await user.clear(field(form, /^Latitude/));
    await user.clear(field(form, /^Longitude/));
    await user.clear(field(form, /^Website/));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The provider was not saved' +
        'The tool does not serve this country. Choose one of the countries of the list.',
    );
    expect(alert).toHaveFocus();
    expect(puts().map((request) => `PUT ${request.path}`)).toEqual([PUT]);
    const body = puts()[0]?.body;
    expect(body).toEqual({
      company_name: 'Tafel Graz-Mitte',
      business_category: 'Food bank',
      description: 'Hands out food to people in need.',
      location: { address: 'Annenstraße 10', city: 'Graz', postal_code: '8020', country: 'AT' },
      location_geo: null,
      contact_person: null,
      contact: { email: 'info@tafel-graz.example', phone: null },
      website: null,
      solution_ids: ['food-bank-donation', 'bread-beer'],
    });
    expect(adminProviderEdit.safeParse(body).success).toBe(true);
  });

  it('shows the server’s message of a 400', async () => {
    server.use(on(PUT, () => apiError(400, 'contact.email must be an e-mail address')));
    const { user, form } = await openEdit();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'contact.email must be an e-mail address',
    );
  });

  it('saves, says so, closes and refreshes the list', async () => {
    const saved = catalogueDetail({ ...tafel, company_name: 'Tafel Graz-Mitte' });
    server.use(on(PUT, () => HttpResponse.json(saved)));
    const { user, form, edit } = await openEdit();
    await user.clear(field(form, /^Name/));
    await user.type(field(form, /^Name/), 'Tafel Graz-Mitte');
    await user.clear(field(form, /^Latitude/));
    // A decimal comma is read as the decimal point.
    await user.type(field(form, /^Latitude/), '47,08');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The changes to Tafel Graz-Mitte were saved.')).toBeVisible();
    expect(screen.getByText('Provider saved')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts()[0]?.body).toMatchObject({
      company_name: 'Tafel Graz-Mitte',
      location_geo: { type: 'Point', coordinates: [15.4283, 47.08] },
    });
    await vi.waitFor(() =>
      expect(apiCalls().filter((k) => k === 'GET /admin/providers')).toHaveLength(2),
    );
    // The modal hands the focus back once its closing transition has ended.
    await vi.waitFor(() => expect(edit).toHaveFocus());
  });
});
