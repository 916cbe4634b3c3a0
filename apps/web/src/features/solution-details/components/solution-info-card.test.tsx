import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SolutionView } from '../../../lib/solution-view';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { foodBank } from '../../../test/solution-fixtures';
import { SolutionInfoCard } from './solution-info-card';

function renderCard(checks?: Parameters<typeof SolutionInfoCard>[0]['checks']) {
  const view = renderRoutes(
    [
      {
        path: '/solution/:id',
        element: (
          <SolutionInfoCard solution={new SolutionView(foodBank)} score={92} checks={checks} />
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    '/solution/food-bank-donation',
  );
  return { ...view, user: userEvent.setup() };
}

describe('Solution Information, a route that holds after checks', () => {
  it('reads possible after checks with the score kept, lists the checks and leads to the questions', async () => {
    const { user } = renderCard(['check_time_temperature', 'check_spoilage']);
    const score = screen.getByTestId('match-score');
    expect(within(score).getByText('Match Score')).toBeInTheDocument();
    expect(within(score).getByText('Possible after checks')).toBeInTheDocument();
    expect(within(score).getByText('92 / 100')).toBeInTheDocument();
    expect(screen.queryByText('Excellent Match')).not.toBeInTheDocument();
    const checks = screen.getByTestId('condition-checks');
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'it was kept hot or chilled, at most 2 hours at room temperature in all',
      'there is no sign of spoilage (mould, smell, swelling)',
    ]);
    await user.click(within(checks).getByRole('link', { name: 'Answer the questions' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/stepper/food-surplus');
  });

  it('keeps the label of the score and lists nothing for a route that holds as it is', () => {
    renderCard([]);
    expect(screen.getByText('Excellent Match')).toBeInTheDocument();
    expect(screen.queryByTestId('condition-checks')).not.toBeInTheDocument();
  });
});
