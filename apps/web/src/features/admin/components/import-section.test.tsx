import { providerImportBody, type ProviderImportReport } from '@foodhub/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { catalogueList, catalogueRow, importCheckReport } from '../../../test/admin-fixtures';
import { answer, answerError, api, apiCalls, apiRequests, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { biogas, breadBeer, foodBank } from '../../../test/solution-fixtures';
import { CataloguePage } from './catalogue-page';

const CSV = 'name,city,postal_code\r\nTafel Graz,Graz,8020\r\n,Wien,1010\r\n';
const committedReport: ProviderImportReport = { ...importCheckReport, committed: true };

// jsdom's File has no text() (browsers have had it since 2019): read it as the browser would.
if (!('text' in File.prototype)) {
  Object.defineProperty(File.prototype, 'text', {
    configurable: true,
    value(this: File) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsText(this);
      });
    },
  });
}

beforeEach(() => {
  notifications.clean();
  server.use(
    answer('get', '/admin/providers', catalogueList([catalogueRow()])),
    answer('get', '/solutions', { solutions: [foodBank, breadBeer, biogas] }),
    http.post(api('/admin/providers/import'), async ({ request }) =>
      HttpResponse.json(
        ((await request.json()) as { commit: boolean }).commit
          ? committedReport
          : importCheckReport,
      ),
    ),
  );
  useSessionStore.getState().startSession('token-abc');
});
afterEach(() => {
  useSessionStore.getState().endSession();
});

function renderCatalogue(options: Parameters<typeof userEvent.setup>[0] = {}) {
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
  const user = userEvent.setup(options);
  const section = () => screen.getByRole('region', { name: 'Import providers' });
  return { user, section };
}

const posts = () =>
  apiRequests()
    .filter((request) => request.method === 'POST')
    .map((request) => request.body);
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const csvFile = (name = 'Food banks AT.csv', content = CSV) =>
  new File([content], name, { type: 'text/csv' });

describe('CataloguePage: importing providers', () => {
  it('checks the file first, changing nothing, then imports the very body it checked', async () => {
    const { user, section } = renderCatalogue();
    await screen.findByRole('table', { name: 'Providers of the catalogue' });
    const file = within(section()).getByLabelText(/^File \(CSV or GeoJSON\)/);
    await user.upload(file, csvFile());
    const source = within(section()).getByRole('textbox', { name: /^Source name/ });
    // The file's name proposes the source.
    expect(source).toHaveValue('food-banks-at');
    await user.clear(source);
    await user.type(source, 'foodbanks-at');
    await user.click(
      within(section()).getByRole('textbox', { name: /^Solutions every row offers/ }),
    );
    await user.click(
      await within(section()).findByRole('option', { name: 'Donation to a food bank' }),
    );
    await user.selectOptions(
      within(section()).getByRole('combobox', { name: /^Country for rows without one/ }),
      'Austria',
    );
    await user.click(within(section()).getByRole('button', { name: 'Check file' }));

    const heading = await within(section()).findByRole('heading', { name: 'Check result' });
    expect(heading).toHaveFocus();
    expect(within(section()).getByText(/^Nothing has been imported yet\./)).toBeVisible();
    expect(rowsOf(within(section()).getByRole('table', { name: 'Rejected rows' }))).toEqual([
      ['Line', 'Reason'],
      ['3', 'company_name is required'],
      ['5', "The country 'HU' is not one the tool serves"],
    ]);
    expect(
      rowsOf(
        within(section()).getByRole('table', {
          name: 'The first valid rows, as they would be stored',
        }),
      ),
    ).toEqual([
      ['Name', 'Key', 'Place', 'Country', 'Solutions', 'Coordinates'],
      [
        'Tafel Graz',
        'foodbanks-at:tafel-graz',
        'Graz',
        'Austria',
        'Donation to a food bank',
        'Yes',
      ],
      ['Tafel Linz', 'foodbanks-at:tafel-linz', 'Linz', 'Austria', 'Donation to a food bank', 'No'],
    ]);
    const checked = {
      format: 'csv',
      content: CSV,
      source: 'foodbanks-at',
      solutions: ['food-bank-donation'],
      defaults: { country: 'AT' },
      commit: false,
    };
    expect(posts()).toEqual([checked]);
    expect(providerImportBody.safeParse(checked).success).toBe(true);

    await user.click(within(section()).getByRole('button', { name: 'Import 2 providers' }));
    const done = await within(section()).findByRole('heading', { name: 'Import result' });
    expect(done).toHaveFocus();
    expect(
      within(section()).getByText(
        '2 providers from foodbanks-at were imported. The list has been refreshed.',
      ),
    ).toBeVisible();
    expect(posts()).toEqual([checked, { ...checked, commit: true }]);
    expect(within(section()).queryByRole('button', { name: /^Import \d/ })).toBeNull();
    expect(within(section()).queryByText(/^Nothing has been imported yet/)).toBeNull();
    // The list is asked again.
    await vi.waitFor(() =>
      expect(apiCalls().filter((k) => k === 'GET /admin/providers')).toHaveLength(2),
    );
  });

  it('drops the report when the file or an option changes, so it must be checked again', async () => {
    const { user, section } = renderCatalogue();
    await screen.findByRole('table', { name: 'Providers of the catalogue' });
    const file = within(section()).getByLabelText(/^File \(CSV or GeoJSON\)/);
    await user.upload(file, csvFile());
    await user.click(within(section()).getByRole('button', { name: 'Check file' }));
    await within(section()).findByRole('heading', { name: 'Check result' });

    await user.upload(file, csvFile('Food banks AT.csv', 'name\r\nTafel Linz\r\n'));
    await vi.waitFor(() =>
      expect(within(section()).queryByRole('heading', { name: 'Check result' })).toBeNull(),
    );
    expect(within(section()).queryByRole('button', { name: 'Import 2 providers' })).toBeNull();

    await user.click(within(section()).getByRole('button', { name: 'Check file' }));
    await within(section()).findByRole('heading', { name: 'Check result' });
    await user.selectOptions(
      within(section()).getByRole('combobox', { name: /^Country for rows without one/ }),
      'Slovenia',
    );
    expect(within(section()).queryByRole('heading', { name: 'Check result' })).toBeNull();
    expect(within(section()).queryByRole('button', { name: 'Import 2 providers' })).toBeNull();
    // Only checks were sent, the second with the new file's content.
    expect(posts().map((body) => (body as { commit: boolean }).commit)).toEqual([false, false]);
    expect((posts()[1] as { content: string }).content).toBe('name\r\nTafel Linz\r\n');
  });

  it('asks for a file of the right type and a source name before sending anything', async () => {
    const { user, section } = renderCatalogue({ applyAccept: false });
    await screen.findByRole('table', { name: 'Providers of the catalogue' });
    await user.click(within(section()).getByRole('button', { name: 'Check file' }));
    const file = within(section()).getByLabelText(/^File \(CSV or GeoJSON\)/);
    expect(file).toHaveFocus();
    expect(file).toHaveAccessibleDescription(expect.stringContaining('Choose a file.'));

    await user.upload(file, new File(['x'], 'providers.xlsx'));
    const source = within(section()).getByRole('textbox', { name: /^Source name/ });
    await user.clear(source);
    await user.type(source, 'food banks');
    await user.click(within(section()).getByRole('button', { name: 'Check file' }));
    expect(file).toHaveFocus();
    expect(file).toHaveAccessibleDescription(
      expect.stringContaining('Choose a .csv, .geojson or .json file.'),
    );
    expect(source).toHaveAccessibleDescription(
      expect.stringContaining('Use letters, digits, - and _ only'),
    );
    expect(posts()).toEqual([]);
  });

  it('shows the importer’s message when the file cannot be read', async () => {
    server.use(
      answerError(
        'post',
        '/admin/providers/import',
        400,
        'Line 1: the file has no column name or company_name',
      ),
    );
    const { user, section } = renderCatalogue();
    await screen.findByRole('table', { name: 'Providers of the catalogue' });
    await user.upload(
      within(section()).getByLabelText(/^File \(CSV or GeoJSON\)/),
      csvFile('places.geojson', '{"type":"FeatureCollection","features":[]}'),
    );
    await user.click(within(section()).getByRole('button', { name: 'Check file' }));
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The file could not be checked' + 'Line 1: the file has no column name or company_name',
    );
    expect(alert).toHaveFocus();
    expect(posts()).toMatchObject([{ format: 'geojson', source: 'places' }]);
  });
});
