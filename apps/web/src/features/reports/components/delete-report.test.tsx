import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportQueryKeys } from '../../../api/reports';
import { useSessionStore } from '../../../stores/session-store';
import { answer, answerError, api, callsTo, server } from '../../../test/api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-with-providers';
import { savedBreadReport } from '../../../test/report-fixtures';
import { MyReportPage } from './my-report-page';

beforeEach(() => {
  useSessionStore.getState().startSession('token-abc');
  server.use(
    http.delete(api('/me/reports/rep-1'), () => new HttpResponse(null, { status: 204 })),
    answer('get', '/me/reports/rep-1', {
      ...savedBreadReport,
      share_token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345_-',
    }),
    answer('get', '/me/reports', { reports: [] }),
    answerError('get', '/solutions/names', 404, 'Not found'),
  );
});
afterEach(() => {
  useSessionStore.getState().endSession();
});

const deleteCalls = () => callsTo('/me/reports/rep-1', 'delete');

function renderPage() {
  const queryClient = createTestQueryClient();
  const view = renderRoutes(
    [
      { path: '/my-reports/:id', element: <MyReportPage id="rep-1" /> },
      { path: '/my-reports', element: <h1>My reports list</h1> },
    ],
    '/my-reports/rep-1',
    { queryClient },
  );
  return { ...view, queryClient };
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this report?' });
  return { user, dialog };
}

describe('Delete report', () => {
  it('asks first, with the focus on Cancel, and Escape or Cancel keeps the report', async () => {
    renderPage();
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent(
      'The report “Bread” is deleted for good. My impact and the programme’s figures no longer count it.',
    );
    expect(dialog).toHaveTextContent('Its share link stops working.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteCalls()).toHaveLength(0);
    expect(
      screen.getByRole('heading', { name: 'Environmental impact report: Bread' }),
    ).toBeVisible();
  });

  it('deletes on confirmation, goes back to My reports and asks the lists again', async () => {
    const { router, queryClient } = renderPage();
    const { user, dialog } = await openDialog();
    queryClient.setQueryData(reportQueryKeys.impact(), { total: {} });
    await user.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByRole('heading', { name: 'My reports list' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/my-reports');
    expect(deleteCalls()).toHaveLength(1);
    expect(deleteCalls()[0]!.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(queryClient.getQueryData(reportQueryKeys.detail('rep-1'))).toBeUndefined();
    expect(queryClient.getQueryState(reportQueryKeys.impact())?.isInvalidated).toBe(true);
  });

  it('says when the report could not be deleted, and stays', async () => {
    server.use(answerError('delete', '/me/reports/rep-1', 500, 'Internal Server Error'));
    const { router } = renderPage();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report could not be deleted. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/my-reports/rep-1');
  });
});
