import { Notifications, notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { catalogueList, catalogueRow } from '../../../test/admin-fixtures';
import {
  answer,
  answerError,
  api,
  apiCalls,
  apiError,
  apiRequests,
  callsTo,
  route,
  server,
} from '../../../test/api';
import { catchDownloads } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render-with-providers';
import { biogas, breadBeer, foodBank } from '../../../test/solution-fixtures';
import { CataloguePage } from './catalogue-page';

const tafel = catalogueRow();
const sample = catalogueRow({
  id: '3f6b1c2d-4e5f-4a6b-8c7d-9e0f1a2b0002',
  source_key: 'sample:biogas-maribor',
  data_source: 'sample',
  origin: 'sample',
  company_name: null,
  city: 'Maribor',
  postal_code: null,
  country: 'SI',
  lat: null,
  lon: null,
  solution_ids: ['biogas'],
});
/** The count of the samples, which the section below the list asks. */
const SAMPLES_PATH = '/admin/providers?origin=sample';
const SAMPLES = `GET ${SAMPLES_PATH}`;

/** GET /admin/providers answers the list with any query but the samples' count. */
const answerList = (answerOf: () => Response) =>
  http.get(api('/admin/providers'), ({ request }) =>
    new URL(request.url).search === '?origin=sample' ? undefined : answerOf(),
  );
const listOf = (body: JsonBodyType) => answerList(() => HttpResponse.json(body));

beforeEach(() => {
  notifications.clean();
  server.use(
    listOf(catalogueList([tafel, sample])),
    answer('get', SAMPLES_PATH, catalogueList([sample], { total: 40 })),
    answer('get', '/solutions', { solutions: [foodBank, breadBeer, biogas] }),
  );
  useSessionStore.getState().startSession('token-abc');
});
afterEach(() => {
  useSessionStore.getState().endSession();
  vi.restoreAllMocks();
});

function renderCatalogue(at = '/admin/catalogue') {
  const view = renderRoutes(
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
    at,
  );
  return { ...view, user: userEvent.setup() };
}

/** The list's calls, without the count of the samples (the section below the list asks it). */
const listCalls = () =>
  apiCalls().filter((key) => key.startsWith('GET /admin/providers') && key !== SAMPLES);
const deletes = () => apiRequests().filter((request) => request.method === 'DELETE');
const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('CataloguePage: the list', () => {
  it('lists every provider with its origin, place, solutions and coordinates', async () => {
    renderCatalogue();
    const table = await screen.findByRole('table', { name: 'Providers of the catalogue' });
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0]!)).toEqual([
      'Name',
      'Origin',
      'Status',
      'Place',
      'Country',
      'Solutions',
      'Coordinates',
      'Last changed',
      'Actions',
    ]);
    expect(cells(rows[1]!)).toEqual([
      'Tafel Graz',
      'Imported',
      'Listed',
      '8020 Graz',
      'Austria',
      '2',
      'Yes',
      'March 5, 2026',
      'Edit (Tafel Graz)',
    ]);
    // Without a name the source key names the provider.
    expect(cells(rows[2]!)).toEqual([
      'sample:biogas-maribor',
      'Sample data',
      'Listed',
      'Maribor',
      'Slovenia',
      '1',
      'No',
      'March 5, 2026',
      'Edit (sample:biogas-maribor)',
    ]);
    expect(screen.getByText('2 providers', { selector: '[role=status]' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Providers of the catalogue' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('searches on submit and filters by solution, country and origin, in the address too', async () => {
    server.use(listOf(catalogueList([tafel], { total: 120, nextCursor: 'c2' })));
    const { user, router } = renderCatalogue();
    expect(
      await screen.findByText('120 providers · page 1 of 3', { selector: '[role=status]' }),
    ).toBeVisible();
    await user.type(
      screen.getByRole('searchbox', { name: 'Name, place, postal code or source key' }),
      'graz',
    );
    // Nothing is asked while typing.
    expect(listCalls()).toEqual(['GET /admin/providers']);
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?q=graz');

    const solution = screen.getByRole('combobox', { name: 'Solution' });
    // The catalogue's solutions, grouped by category, names in the interface language.
    expect(
      await within(solution).findByRole('option', { name: 'Donation to a food bank' }),
    ).toBeInTheDocument();
    expect([...solution.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
      'Reuse (human)',
      'Upcycling (food)',
      'Energy',
    ]);
    await user.selectOptions(solution, 'Donation to a food bank');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Austria');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Origin' }), 'Imported');
    expect(router.state.location.search).toBe(
      '?q=graz&solution_id=food-bank-donation&country=AT&origin=imported',
    );
    const pages = await screen.findByRole('navigation', { name: 'Pages of providers' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe(
      '?q=graz&solution_id=food-bank-donation&country=AT&origin=imported&cursor=c2',
    );
    await screen.findByText('120 providers · page 2 of 3', { selector: '[role=status]' });
    expect(listCalls()).toEqual([
      'GET /admin/providers',
      'GET /admin/providers?q=graz',
      'GET /admin/providers?q=graz&solution_id=food-bank-donation',
      'GET /admin/providers?q=graz&solution_id=food-bank-donation&country=AT',
      'GET /admin/providers?q=graz&solution_id=food-bank-donation&country=AT&origin=imported',
      'GET /admin/providers?q=graz&solution_id=food-bank-donation&country=AT&origin=imported&cursor=c2',
    ]);
  });

  it('reads the search from the address, ignoring a filter the API would refuse', async () => {
    renderCatalogue('/admin/catalogue?q=linz&country=hu&origin=imported&page=3');
    await screen.findByRole('table', { name: 'Providers of the catalogue' });
    expect(listCalls()).toEqual(['GET /admin/providers?q=linz&origin=imported']);
    expect(screen.getByRole('searchbox')).toHaveValue('linz');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
  });

  it('downloads the CSV of the current filters, every page, with the token', async () => {
    const downloads = catchDownloads();
    server.use(
      http.get(
        api('/admin/providers/export.csv'),
        () =>
          new HttpResponse('id,name\r\n1,Tafel Graz\r\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="providers-2026-03-20.csv"',
            },
          }),
      ),
    );
    const { user } = renderCatalogue('/admin/catalogue?country=AT&origin=imported&cursor=c2');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));
    const [call] = callsTo('/admin/providers/export.csv');
    expect(`${call?.method} ${call?.path}`).toBe(
      'GET /admin/providers/export.csv?country=AT&origin=imported',
    );
    expect(call?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(downloads.name()).toBe('providers-2026-03-20.csv');
    expect(await downloads.text()).toBe('id,name\r\n1,Tafel Graz\r\n');
  });

  it('says when the CSV could not be downloaded', async () => {
    server.use(answerError('get', '/admin/providers/export.csv', 500, 'Database is away'));
    const { user } = renderCatalogue();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CSV could not be downloaded. Please try again.',
    );
  });

  it('says when no provider matches, and offers a retry when the list fails', async () => {
    server.use(listOf(catalogueList([])));
    const { unmount } = renderCatalogue();
    expect(await screen.findByText('No provider matches this search.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    server.use(answerList(() => apiError(500, 'Database is away')));
    renderCatalogue();
    expect(await screen.findByText('The providers could not be loaded')).toBeVisible();
    expect(screen.getByText('Database is away')).toBeVisible();
  });
});

describe('CataloguePage: the sample providers', () => {
  it('removes them all after a confirmation that names how many', async () => {
    let removed = false;
    server.use(
      http.delete(api('/admin/providers/samples'), () => {
        removed = true;
        return HttpResponse.json({ removed: 40 });
      }),
      route('get', SAMPLES_PATH, () =>
        HttpResponse.json(catalogueList(removed ? [] : [sample], { total: removed ? 0 : 40 })),
      ),
    );
    const { user } = renderCatalogue();
    expect(await screen.findByText(/^Sample providers in the catalogue: 40\./)).toBeVisible();
    const remove = screen.getByRole('button', { name: 'Remove all sample providers' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove all sample providers?' });
    expect(dialog).toHaveTextContent(
      'This removes all 40 sample providers from the catalogue, so users are no longer shown them. This cannot be undone.',
    );
    // Nothing is removed before the confirmation.
    expect(deletes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove sample providers' }));

    expect(await screen.findByText('40 sample providers removed.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(apiCalls().filter((key) => key.startsWith('DELETE'))).toEqual([
      'DELETE /admin/providers/samples',
    ]);
    // The list and the count are asked again.
    expect(await screen.findByText(/^Sample providers in the catalogue: 0\./)).toBeVisible();
    expect(listCalls()).toEqual(['GET /admin/providers', 'GET /admin/providers']);
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await user.click(remove);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes nothing when the confirmation is cancelled', async () => {
    const { user } = renderCatalogue();
    await screen.findByText(/^Sample providers in the catalogue: 40\./);
    await user.click(screen.getByRole('button', { name: 'Remove all sample providers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all sample providers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes()).toEqual([]);
  });
});
