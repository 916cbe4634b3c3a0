import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  errorResponse,
  jsonResponse,
  stubFetch,
  type FetchMock,
} from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-with-providers';
import { savedBreadReport } from '../../../test/report-fixtures';
import { SharedReportPage } from './shared-report-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345_-';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderShared() {
  return renderRoutes(
    [{ path: '/shared/report/:token', element: <SharedReportPage token={TOKEN} /> }],
    `/shared/report/${TOKEN}`,
  );
}

describe('SharedReportPage', () => {
  it('shows the shared report read-only, with its PDF and no share controls', async () => {
    const shared = {
      ...savedBreadReport,
      share_token: null,
      header: { ...savedBreadReport.header, company_name: null, company_address: null },
    };
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/pdf')
        ? new Response('%PDF', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': "attachment; filename*=UTF-8''shared-report.pdf",
            },
          })
        : jsonResponse(shared),
    );
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:x', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderShared();
    expect(
      await screen.findByRole('heading', { name: 'Environmental impact report: Bread' }),
    ).toBeVisible();
    expect(screen.getByText('Shared report, read-only')).toBeVisible();
    expect(callsTo(fetchMock, `/shared/reports/${TOKEN}`)).toHaveLength(1);
    // Without the owner's consent the company is left out.
    expect(screen.queryByText('Company', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create share link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, `/shared/reports/${TOKEN}/pdf?lang=en`)).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('shared-report.pdf');
  });

  it("says 'This link is no longer valid' when the link is unknown or stopped", async () => {
    fetchMock.mockResolvedValue(errorResponse(404, 'Not found'));
    renderShared();
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer valid' }),
    ).toBeVisible();
    expect(callsTo(fetchMock, `/shared/reports/${TOKEN}`)).toHaveLength(1);
  });
});
