import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { StepperProgress } from './stepper-progress';

const steps = [
  { key: 'stage', label: 'Fase del ciclo di vita', disabled: true },
  { key: 'solution', label: 'Selezione della soluzione' },
  { key: 'report', label: "Rapporto sull'impatto ambientale" },
];

describe('StepperProgress', () => {
  it('names every step in the list and marks the current one', () => {
    renderWithProviders(<StepperProgress steps={steps} active={1} label="Passaggi" />);
    const list = screen.getByRole('list', { name: 'Passaggi' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1 Fase del ciclo di vita',
      '2 Selezione della soluzione',
      "3 Rapporto sull'impatto ambientale",
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    expect(items[2]).not.toHaveAttribute('aria-current');
  });

  it("writes the current step's label once more for the compact list, hidden from screen readers", () => {
    renderWithProviders(<StepperProgress steps={steps} active={2} label="Passaggi" />);
    const current = screen.getByTestId('current-step-label');
    expect(current).toHaveTextContent("Rapporto sull'impatto ambientale");
    expect(current).toHaveAttribute('aria-hidden', 'true');
    // Screen readers hear each label once: in the list.
    expect(screen.getAllByText("Rapporto sull'impatto ambientale")).toHaveLength(2);
    expect(
      within(screen.getByRole('list')).getByText("Rapporto sull'impatto ambientale"),
    ).toBeInTheDocument();
  });
});
