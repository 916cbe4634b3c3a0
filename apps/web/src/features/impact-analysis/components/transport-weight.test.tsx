import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { answerError, server } from '../../../test/api';
import { createTestQueryClient, renderWithProviders } from '../../../test/render-with-providers';
import { grazTransportResult } from '../../../test/transport-fixtures';
import { transportQueryOptions } from '../../../api/transport';
import { useStepperStore } from '../../../stores/stepper-store';
import { tripOf, useCurrentTransportResult } from '../hooks/use-analysis';
import { calculateBlocker, followSurplus } from '../lib/transport-weight';
import { initialAnalysisData, useAnalysisStore, type TransportForm } from '../store';
import { TransportStep } from './transport-step';

const form = (overrides: Partial<TransportForm> = {}): TransportForm => ({
  source: 'Hauptplatz 1, 8010 Graz, Austria',
  destination: 'Lagergasse 5, 8020 Graz',
  weightKg: 3,
  weightForKg: 3,
  ...overrides,
});

describe('the transport weight of another surplus', () => {
  it('follows the current surplus unless it was typed for it', () => {
    expect(followSurplus(form(), 4)).toEqual(form({ weightKg: 4, weightForKg: 4 }));
    // Typed for this surplus: it stays.
    const typed = form({ weightKg: 6, weightForKg: 4 });
    expect(followSurplus(typed, 4)).toBe(typed);
    // A surplus without an amount leaves the weight to the user.
    expect(followSurplus(form(), null)).toEqual(form({ weightKg: null, weightForKg: null }));
  });

  it('keeps the weight of a form kept before it recorded its surplus when it is still valid', () => {
    const old = form({ weightKg: 50, weightForKg: undefined });
    expect(followSurplus(old, 40)).toEqual(form({ weightKg: 50, weightForKg: 40 }));
    expect(followSurplus(form({ weightForKg: undefined }), 4)).toEqual(
      form({ weightKg: 4, weightForKg: 4 }),
    );
  });

  it('tells why Calculate Transport cannot run', () => {
    const values = { ...form(), minimumKg: 4 };
    expect(calculateBlocker(values)).toBe('weight');
    expect(calculateBlocker({ ...values, weightKg: null })).toBe('weight');
    expect(calculateBlocker({ ...values, weightKg: 4, source: ' ' })).toBe('addresses');
    expect(calculateBlocker({ ...values, weightKg: 4 })).toBeNull();
  });
});

describe('TransportStep weight', () => {
  beforeEach(() => {
    localStorage.clear();
    server.use(answerError('post', '/solutions/match', 503, 'not in this test'));
    useAnalysisStore.setState(initialAnalysisData());
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  const renderStep = (surplusKg: number) => {
    const view = renderWithProviders(
      <TransportStep defaultSource="Hauptplatz 1, 8010 Graz, Austria" surplusKg={surplusKg} />,
    );
    return {
      ...view,
      user: userEvent.setup(),
      weight: screen.getByRole('textbox', { name: /Total transport weight/ }),
      calculate: screen.getByRole('button', { name: 'Calculate Transport' }),
    };
  };

  it('follows a new surplus: 4 kg after an analysis of 3 kg, and can be calculated', () => {
    useAnalysisStore.getState().setTransportForm(form());
    const { weight, calculate } = renderStep(4);
    expect(weight).toHaveValue('4');
    expect(calculate).not.toHaveAttribute('aria-disabled');
    expect(useAnalysisStore.getState().transportForm?.weightKg).toBe(4);
  });

  it('keeps a weight typed for this surplus when the step opens again', async () => {
    useAnalysisStore.getState().setTransportForm(form({ weightForKg: 4, weightKg: 4 }));
    const first = renderStep(4);
    await first.user.clear(first.weight);
    await first.user.type(first.weight, '6');
    first.unmount();
    const again = renderStep(4);
    expect(again.weight).toHaveValue('6');
  });

  it('reads a typed or pasted decimal comma as a decimal, in English too', async () => {
    useAnalysisStore.getState().setTransportForm(form({ weightKg: 4, weightForKg: 4 }));
    const { user, weight } = renderStep(4);
    await user.clear(weight);
    await user.type(weight, '35,5');
    expect(weight).toHaveValue('35,5');
    expect(useAnalysisStore.getState().transportForm?.weightKg).toBe(35.5);
    await user.clear(weight);
    await user.paste('35,5');
    expect(useAnalysisStore.getState().transportForm?.weightKg).toBe(35.5);
    await user.tab();
    expect(weight).toHaveValue('35.5');
  });

  it('says why it cannot calculate, and keeps the button in the Tab order', async () => {
    useAnalysisStore.getState().setTransportForm(form({ weightKg: 4, weightForKg: 4 }));
    const { user, weight, calculate } = renderStep(4);
    await user.clear(weight);
    await user.type(weight, 'ten');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number of kilograms.');
    // Past the transport mode, Tab reaches the button.
    await user.tab();
    expect(calculate).toHaveFocus();
    expect(calculate).toHaveAttribute('aria-disabled', 'true');
    expect(calculate).toHaveAccessibleDescription(
      'To calculate, enter a total transport weight of at least 4 kg.',
    );
    // Pressing it does nothing.
    await user.keyboard('{Enter}');
    expect(useAnalysisStore.getState().transportForm?.weightKg).toBeNull();
  });

  it('reads the comma in German, and says why in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    useAnalysisStore.getState().setTransportForm(form({ weightKg: 4, weightForKg: 4 }));
    renderWithProviders(
      <TransportStep defaultSource="Hauptplatz 1, 8010 Graz, Austria" surplusKg={4} />,
    );
    const user = userEvent.setup();
    const weight = screen.getByRole('textbox', { name: /Gesamttransportgewicht/ });
    await user.clear(weight);
    await user.type(weight, '3,5');
    expect(useAnalysisStore.getState().transportForm?.weightKg).toBe(3.5);
    expect(screen.getByRole('button', { name: 'Transport berechnen' })).toHaveAccessibleDescription(
      'Zum Berechnen geben Sie ein Gesamttransportgewicht von mindestens 4 kg ein.',
    );
  });
});

describe('a transport result of an earlier surplus', () => {
  function Result() {
    const result = useCurrentTransportResult();
    return <p>{result ? `calculated for ${result.transport_weight_kg} kg` : 'not calculated'}</p>;
  }
  const setAmount = (value: number) =>
    useStepperStore.setState((s) => ({
      wasteInfo: { ...s.wasteInfo, amount: { ...s.wasteInfo.amount, value } },
    }));

  it('no longer counts once the surplus changed, so the analysis resumes at the transport step', () => {
    const queryClient = createTestQueryClient();
    const calculated = form();
    queryClient.setQueryData(transportQueryOptions(tripOf(calculated)!).queryKey, {
      ...grazTransportResult,
      transport_weight_kg: 3,
    });
    useAnalysisStore.setState({ transportForm: calculated });
    setAmount(3);
    renderWithProviders(<Result />, { queryClient });
    expect(screen.getByText('calculated for 3 kg')).toBeInTheDocument();

    act(() => setAmount(4));
    expect(screen.getByText('not calculated')).toBeInTheDocument();
  });
});
