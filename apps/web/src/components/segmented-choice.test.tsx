import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { SegmentedChoice } from './segmented-choice';

type Period = 'week' | 'month' | 'year';

function Periods({ onChange }: { onChange?: (value: Period) => void }) {
  const [value, setValue] = useState<Period>('week');
  return (
    <SegmentedChoice
      aria-label="Period"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      data={[
        { value: 'week', label: 'Per week' },
        { value: 'month', label: 'Per month', disabled: true },
        { value: 'year', label: 'Per year' },
      ]}
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a group of radio buttons named by its label, the value checked', () => {
    renderWithProviders(<Periods />);
    const group = screen.getByRole('radiogroup', { name: 'Period' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Per week' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Per year' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Per month' })).toBeDisabled();
  });

  it('takes a click and the arrow keys, passing over a disabled option', async () => {
    const user = userEvent.setup();
    const chosen: Period[] = [];
    renderWithProviders(<Periods onChange={(value) => chosen.push(value)} />);

    await user.click(screen.getByText('Per month'));
    expect(screen.getByRole('radio', { name: 'Per week' })).toBeChecked();

    await user.click(screen.getByText('Per year'));
    expect(screen.getByRole('radio', { name: 'Per year' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Per year' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Per week' })).toBeChecked();
    expect(chosen).toEqual(['year', 'week']);
  });
});
