import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, answerError, api, callsTo, server } from '../../../test/api';
import { catchDownloads } from '../../../test/downloads';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { renderRoutes } from '../../../test/render-with-providers';
import { savedBreadReport } from '../../../test/report-fixtures';
import { SharedReportPage } from './shared-report-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345_-';

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  useSessionStore.getState().endSession();
  await act(() => i18n.changeLanguage('en'));
});

/** The API of the page: the shared report, the solutions' names, a language saved. */
function answerWith(report: typeof savedBreadReport) {
  server.use(
    answer('get', `/shared/reports/${TOKEN}`, report),
    http.get(
      api(`/shared/reports/${TOKEN}/pdf`),
      () =>
        new HttpResponse('%PDF', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': "attachment; filename*=UTF-8''shared-report.pdf",
          },
        }),
    ),
    http.get(api('/solutions/names'), ({ request }) => {
      const language = new URL(request.url).searchParams.get('lang');
      return HttpResponse.json({ language, names: {} });
    }),
    answer('put', '/user/language', { language: 'it' }),
  );
}

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
    answerWith(shared);
    const downloads = catchDownloads();
    const user = userEvent.setup();
    renderShared();
    expect(
      await screen.findByRole('heading', { name: 'Environmental impact report: Bread' }),
    ).toBeVisible();
    expect(screen.getByText('Shared report, read-only')).toBeVisible();
    expect(callsTo(`/shared/reports/${TOKEN}`)).toHaveLength(1);
    // Without the owner's consent the company is left out.
    expect(screen.queryByText('Company', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create share link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));
    expect(callsTo(`/shared/reports/${TOKEN}/pdf?lang=en`)).toHaveLength(1);
    expect(downloads.name()).toBe('shared-report.pdf');
  });

  it("says 'This link is no longer valid' when the link is unknown or stopped", async () => {
    server.use(answerError('get', `/shared/reports/${TOKEN}`, 404, 'Not found'));
    renderShared();
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer valid' }),
    ).toBeVisible();
    expect(callsTo(`/shared/reports/${TOKEN}`)).toHaveLength(1);
  });

  describe('in its owner’s language', () => {
    const slovenian = {
      ...savedBreadReport,
      language: 'sl' as const,
      share_token: null,
      header: { ...savedBreadReport.header, company_name: null, company_address: null },
    };
    const slovenianHeading = 'Poročilo o vplivih na okolje: Bread';

    it('opens in the report’s language without making it the visitor’s', async () => {
      answerWith(slovenian);
      const view = renderShared();
      expect(await screen.findByRole('heading', { name: slovenianHeading })).toBeVisible();
      // Never the English report first.
      expect(screen.queryByRole('heading', { name: /Environmental impact report/ })).toBeNull();
      expect(document.documentElement.lang).toBe('sl');
      expect(screen.getByRole('radio', { name: 'SL' })).toBeChecked();
      expect(localStorage.getItem('language')).toBeNull();

      // Leaving the page: back to the visitor's own language.
      view.unmount();
      await vi.waitFor(() => expect(i18n.language).toBe('en'));
      expect(localStorage.getItem('language')).toBeNull();
    });

    it('opens in it also for a visitor who chose another, and gives theirs back after', async () => {
      localStorage.setItem('language', 'de');
      await act(() => i18n.changeLanguage('de'));
      answerWith(slovenian);
      const view = renderShared();
      expect(await screen.findByRole('heading', { name: slovenianHeading })).toBeVisible();
      expect(localStorage.getItem('language')).toBe('de');
      view.unmount();
      await vi.waitFor(() => expect(i18n.language).toBe('de'));
    });

    it('switches on the page: the visitor’s choice is kept, also after leaving', async () => {
      answerWith(slovenian);
      const user = userEvent.setup();
      const view = renderShared();
      await screen.findByRole('heading', { name: slovenianHeading });
      expect(screen.getByText('Poročilo berite v jeziku')).toBeVisible();

      await user.click(screen.getByRole('radio', { name: 'DE' }));
      expect(await screen.findByRole('heading', { name: 'Umweltbericht: Bread' })).toBeVisible();
      expect(screen.getByText('Bericht lesen auf')).toBeVisible();
      expect(localStorage.getItem('language')).toBe('de');
      // Not signed in: nothing is sent to an account.
      expect(callsTo('/user/language')).toHaveLength(0);

      view.unmount();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(i18n.language).toBe('de');
    });

    it('keeps the choice of a signed-in visitor on their account', async () => {
      useSessionStore.getState().startSession('token-abc');
      answerWith(slovenian);
      const user = userEvent.setup();
      renderShared();
      await screen.findByRole('heading', { name: slovenianHeading });
      await user.click(screen.getByRole('radio', { name: 'IT' }));
      expect(
        await screen.findByRole('heading', { name: "Rapporto sull'impatto ambientale: Bread" }),
      ).toBeVisible();
      const saves = callsTo('/user/language');
      expect(saves).toHaveLength(1);
      expect(saves[0]?.method).toBe('PUT');
      expect(saves[0]?.body).toEqual({ language: 'it' });
    });
  });
});
