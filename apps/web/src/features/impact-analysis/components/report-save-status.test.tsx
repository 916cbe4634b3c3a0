import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSaveReport, type ReportInputs } from '../../../api/reports';
import i18n from '../../../lib/i18n';
import { answerError, server } from '../../../test/api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ReportSaveStatus } from './report-save-status';

const inputs = { solutionId: 'reuse-food-bank' } as ReportInputs;

/** The report step's save and its status, as the step renders them. */
function SaveOfReport() {
  const save = useSaveReport(inputs);
  return <ReportSaveStatus isLoggedIn save={save} />;
}

beforeEach(() => {
  server.use(
    answerError(
      'post',
      '/me/reports',
      409,
      'This account already keeps 200 reports, the most it can keep. This report was not saved.',
      { code: 'REPORT_LIMIT_REACHED', params: { max: '200' } },
    ),
  );
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('ReportSaveStatus, when the account keeps the most reports it may', () => {
  it('says so in the interface language, with the number', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderWithProviders(
      <MemoryRouter>
        <SaveOfReport />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Dieses Konto hat bereits 200 Berichte gespeichert, mehr sind nicht möglich. Dieser Bericht wurde nicht gespeichert.',
    );
  });
});
