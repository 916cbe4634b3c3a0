import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerError, callsTo, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { STEPPER_STORAGE_KEY, useStepperStore } from '../../../stores/stepper-store';
import { FoodSurplusStep } from './food-surplus-step';
import { answerProductCalls } from '../../../test/product-fixtures';

function renderStep() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [{ path: '/stepper/food-surplus', element: <FoodSurplusStep /> }],
    '/stepper/food-surplus',
  );
  return { ...view, user };
}

const waste = () => useStepperStore.getState().wasteInfo;

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
  answerProductCalls();
  // The surplus reading is not answered here: the general condition questions are asked.
  server.use(answerError('post', '/solutions/reading', 404, 'Not Found'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Food Surplus step', () => {
  it('explains what helps the matching in a help panel that is open at first', async () => {
    const { user } = renderStep();
    expect(screen.getByRole('heading', { level: 2, name: 'Food Surplus' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'What helps the matching' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const topic of ['Surplus name', 'Food groups and subgroups', 'Amount', 'Frequency']) {
      expect(screen.getByText(`${topic}:`)).toBeVisible();
    }
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives every input a label, with the seasonal months open', async () => {
    useStepperStore.getState().setWasteInfo({
      seasonal: true,
      monthlyCapacities: waste().monthlyCapacities.map((m, i) => ({ ...m, active: i < 3 })),
    });
    const { container } = renderStep();
    const inputs = container.querySelectorAll('input:not([type="hidden"]), textarea, select');
    // Name, groups, subgroups, condition, the general condition questions (date 4, packaging
    // 4, spoilage 3), amount, times, 4 intervals, switch, 12 months, 3 capacities, info.
    expect(inputs).toHaveLength(38);
    for (const input of inputs) expect(input).toHaveAccessibleName();
  });

  it('loads the product list once and offers it for the surplus name', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('combobox', { name: 'Surplus Name' }));
    expect(await screen.findByRole('option', { name: 'Apple, raw' })).toBeInTheDocument();
    expect(callsTo('/products')).toHaveLength(1);
  });

  it('logs a failed product list and still takes free text and Food Waste', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerProductCalls({ listStatus: 500 });
    const { user } = renderStep();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'The product list could not be loaded',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Surplus Name' }), 'Apple pomace{Enter}');
    expect(waste().surplusName).toBe('Apple pomace');
    await user.click(screen.getByRole('textbox', { name: 'Food Groups' }));
    expect(screen.getByRole('option', { name: 'Food Waste' })).toBeInTheDocument();
  });

  it('saves the additional surplus information and keeps everything over a reload', async () => {
    const { user, unmount } = renderStep();
    // Pasted rather than typed key by key: the test is about saving, not about typing.
    await user.click(screen.getByRole('textbox', { name: 'Additional Surplus Information' }));
    await user.paste('Packed in crates, chilled');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '40');
    await user.click(screen.getByRole('radio', { name: 'Per week' }));
    expect(waste().additionalSurplusInfo).toBe('Packed in crates, chilled');
    unmount();

    // A reload: the store is read back from localStorage.
    const saved = localStorage.getItem(STEPPER_STORAGE_KEY);
    useStepperStore.getState().resetStepper();
    localStorage.setItem(STEPPER_STORAGE_KEY, saved ?? '');
    await useStepperStore.persist.rehydrate();
    renderStep();
    expect(screen.getByRole('textbox', { name: 'Additional Surplus Information' })).toHaveValue(
      'Packed in crates, chilled',
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('40');
    expect(screen.getByRole('radio', { name: 'Per week' })).toBeChecked();
  });

  it('saves the condition the user chooses, and lets the tool decide by default', async () => {
    const { user } = renderStep();
    const condition = screen.getByRole('textbox', { name: 'Condition' });
    expect(condition).toHaveValue('Let the tool decide');
    await user.click(condition);
    await user.click(await screen.findByRole('option', { name: 'Past best-before but safe' }));
    expect(useStepperStore.getState().wasteInfo.condition).toBe('past_best_before');
    await user.click(condition);
    await user.click(await screen.findByRole('option', { name: 'Let the tool decide' }));
    expect(useStepperStore.getState().wasteInfo.condition).toBeNull();
  });
});
