import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConditionChecks } from '../../../../components/condition-checks';
import i18n from '../../../../lib/i18n';
import { api, apiError, callsTo, server } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render-with-providers';
import { readingOf } from '../../../../test/solution-fixtures';
import { STEPPER_STORAGE_KEY, useStepperStore } from '../../../../stores/stepper-store';
import { ConditionQuestions } from './condition-questions';

const READING = '/solutions/reading';

/** The reading endpoint answers with `answer` (a reading or a failure); nothing else is asked. */
function answerReading(answer: () => Response) {
  server.use(http.post(api(READING), answer));
}

function renderQuestions() {
  const view = renderRoutes(
    [
      { path: '/stepper/food-surplus', element: <ConditionQuestions /> },
      {
        path: '/stepper/solutions',
        element: <ConditionChecks checks={['check_date', 'check_cold_chain']} />,
      },
    ],
    '/stepper/food-surplus',
  );
  return { ...view, user: userEvent.setup() };
}

/** The questions shown, by their labels, in order. */
const questions = () =>
  screen
    .getAllByRole('radiogroup')
    .map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent);
const group = (name: string) => screen.getByRole('radiogroup', { name });
const answers = () => useStepperStore.getState().wasteInfo.conditionAnswers;

const GENERAL = [
  'Which date is on the pack?',
  'Packaging',
  'Any sign of spoilage (mould, smell, swelling)?',
];

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
  answerReading(() => apiError(404, 'Not Found'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Condition questions', () => {
  it('asks the general questions while the surplus is not named, and says why', () => {
    renderQuestions();
    expect(screen.getByRole('heading', { name: 'Condition of the food' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'A food bank asks these before it takes food; your answers decide whether donation is possible.',
      ),
    ).toBeInTheDocument();
    expect(questions()).toEqual(GENERAL);
    expect(
      within(group('Which date is on the pack?'))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['use_by', 'best_before', 'none', 'not_sure']);
    expect(
      within(group('Packaging')).getByRole('radio', { name: 'Sold unpacked' }),
    ).toBeInTheDocument();
    // Nothing named, nothing to read.
    expect(callsTo(READING)).toHaveLength(0);
  });

  it('asks whether the date passed only once a date on the pack is chosen', async () => {
    const { user } = renderQuestions();
    expect(screen.queryByRole('radiogroup', { name: 'Has it passed?' })).not.toBeInTheDocument();
    await user.click(
      within(group('Which date is on the pack?')).getByRole('radio', { name: 'Use by' }),
    );
    await user.click(within(group('Has it passed?')).getByRole('radio', { name: 'Yes' }));
    expect(answers()).toEqual({ dateKind: 'use_by', datePassed: 'yes' });
    expect(questions()).toEqual([GENERAL[0], 'Has it passed?', ...GENERAL.slice(1)]);

    await user.click(
      within(group('Which date is on the pack?')).getByRole('radio', { name: 'No date' }),
    );
    expect(screen.queryByRole('radiogroup', { name: 'Has it passed?' })).not.toBeInTheDocument();
    expect(answers()).toEqual({ dateKind: 'none', datePassed: null });

    // 'Not sure' which date it is: whether it passed is still asked.
    await user.click(
      within(group('Which date is on the pack?')).getByRole('radio', { name: 'Not sure' }),
    );
    expect(group('Has it passed?')).toBeInTheDocument();
  });

  it('asks the questions the reading of the surplus names, read 500 ms after the entries change', async () => {
    answerReading(() =>
      HttpResponse.json(
        readingOf({
          read_as: ['minced meat'],
          questions: ['dateKind', 'datePassed', 'keptCold', 'packaging', 'spoilage'],
        }),
      ),
    );
    useStepperStore.getState().setCompanyProfile({ businessCategory: 'Butcher' });
    useStepperStore
      .getState()
      .setWasteInfo({ surplusName: 'Hackfleisch', amount: { value: 20, unit: 'kg' } });
    renderQuestions();
    expect(
      await screen.findByRole('radiogroup', { name: 'Kept chilled or frozen without a break?' }),
    ).toBeInTheDocument();
    expect(questions()).toEqual([
      'Which date is on the pack?',
      'Kept chilled or frozen without a break?',
      'Packaging',
      'Any sign of spoilage (mould, smell, swelling)?',
    ]);
    expect(
      within(group('Kept chilled or frozen without a break?')).getByRole('radio', {
        name: 'Needs no cooling',
      }),
    ).toBeInTheDocument();
    const calls = callsTo(READING);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toMatchObject({
      userInputs: {
        companyProfile: { businessCategory: 'Butcher' },
        wasteInfo: { surplusName: 'Hackfleisch', amount: { value: 20, unit: 'kg' } },
      },
    });

    // Prepared food: the reading asks about serving and time at room temperature.
    answerReading(() =>
      HttpResponse.json(
        readingOf({ questions: ['served', 'keptHotOrChilled', 'roomTemperature'] }),
      ),
    );
    act(() => useStepperStore.getState().setWasteInfo({ surplusName: 'Leftover lasagne' }));
    expect(
      await screen.findByRole('radiogroup', {
        name: 'Prepared food: was any of it served or set out for guests?',
      }),
    ).toBeInTheDocument();
    expect(questions()).toEqual([
      'Prepared food: was any of it served or set out for guests?',
      'How was it kept since it was made?',
      'How long at room temperature in all?',
    ]);
    expect(callsTo(READING)).toHaveLength(2);
  });

  it('keeps the general questions when the reading fails or cannot read the surplus', async () => {
    answerReading(() => apiError(500, 'Internal Server Error'));
    useStepperStore.getState().setWasteInfo({ surplusName: 'Hackfleisch' });
    renderQuestions();
    await waitFor(() => expect(callsTo(READING)).toHaveLength(1));
    expect(questions()).toEqual(GENERAL);

    answerReading(() => HttpResponse.json(readingOf({ readable: false, questions: [] })));
    act(() => useStepperStore.getState().setWasteInfo({ surplusName: 'xyzzy' }));
    await waitFor(() => expect(callsTo(READING)).toHaveLength(2));
    expect(questions()).toEqual(GENERAL);
  });

  it("takes 'Not sure' as an answer and keeps the answers over a reload", async () => {
    const { user, unmount } = renderQuestions();
    const spoilage = group('Any sign of spoilage (mould, smell, swelling)?');
    await user.click(within(spoilage).getByRole('radio', { name: 'Not sure' }));
    await user.click(within(group('Packaging')).getByRole('radio', { name: 'Intact' }));
    expect(answers()).toEqual({ spoilage: 'not_sure', packaging: 'intact' });
    unmount();

    const saved = localStorage.getItem(STEPPER_STORAGE_KEY);
    useStepperStore.getState().resetStepper();
    localStorage.setItem(STEPPER_STORAGE_KEY, saved ?? '');
    await useStepperStore.persist.rehydrate();
    renderQuestions();
    expect(
      within(group('Any sign of spoilage (mould, smell, swelling)?')).getByRole('radio', {
        name: 'Not sure',
      }),
    ).toBeChecked();
    expect(within(group('Packaging')).getByRole('radio', { name: 'Intact' })).toBeChecked();
  });

  it('takes the focus when a result leads back to answer the questions', async () => {
    const { router, user } = renderQuestions();
    await act(() => router.navigate('/stepper/solutions'));
    expect(screen.getByText('Before giving it away, check:')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Answer the questions' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Condition of the food' })).toHaveFocus(),
    );
  });

  it('asks in the interface language', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderQuestions();
    expect(screen.getByRole('heading', { name: 'Zustand der Lebensmittel' })).toBeInTheDocument();
    expect(
      within(group('Welches Datum steht auf der Packung?')).getByRole('radio', {
        name: 'Weiß nicht',
      }),
    ).toBeInTheDocument();
  });
});
