import type { ExcludedSolution } from '@foodhub/contracts';
import type { EndUse } from '@foodhub/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ExcludedRoutes } from './excluded-routes';

function route(
  id: string,
  name: string,
  endUse: EndUse,
  reason: string,
  safety = true,
): ExcludedSolution {
  return {
    solution_id: id,
    process_name: name,
    solution_category: endUse === 'human_food' ? 'Reuse (human)' : 'Non-food products',
    end_use: endUse,
    rule: safety ? 'unsafe-not-food-or-feed' : 'does-not-fit',
    safety,
    reason,
  };
}

const GLASS = 'It holds glass splinters ("Glassplitter"): it must not reach people or animals.';
const KITCHEN = 'Kitchen waste may not be fed to farmed animals.';
const pigFeed = route('feed-pigs', 'Pig feed', 'farmed_animal_feed', KITCHEN);
const foodBank = route('reuse-food-bank', 'Donation to a food bank', 'human_food', GLASS);
const pectin = route('nonfood-pectin', 'Pectin', 'material', 'Pectin takes none of it.', false);

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('ExcludedRoutes', () => {
  it('shows nothing when no route was left out', () => {
    renderWithProviders(<ExcludedRoutes routes={[]} offered={[]} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('asks "Why not donation?" first when a route to people was left out, whatever the order', () => {
    renderWithProviders(
      <ExcludedRoutes routes={[pectin, pigFeed, foodBank]} offered={['energy']} />,
    );
    expect(headings()).toEqual([
      'Why not donation?',
      'Why not animal feed?',
      'Other routes left out',
    ]);
    const donation = screen.getByRole('region', { name: 'Why not donation?' });
    expect(within(donation).getByText(GLASS)).toBeVisible();
    expect(within(donation).getByText('Donation to a food bank')).toBeVisible();
    expect(within(donation).queryByText(KITCHEN)).not.toBeInTheDocument();
    const feed = screen.getByRole('region', { name: 'Why not animal feed?' });
    expect(within(feed).getByText(KITCHEN)).toBeVisible();
  });

  it('never asks about donation when no route to people was left out', () => {
    renderWithProviders(<ExcludedRoutes routes={[pigFeed, pectin]} offered={['human_food']} />);
    expect(headings()).toEqual(['Why not animal feed?', 'Other routes left out']);
    expect(screen.queryByText('Why not donation?')).not.toBeInTheDocument();
  });

  it('asks no question about donation or feed that the answer offers: those routes go with the rest', () => {
    renderWithProviders(
      <ExcludedRoutes routes={[foodBank, pigFeed, pectin]} offered={['human_food', 'pet_food']} />,
    );
    expect(headings()).toEqual(['Other routes left out']);
    const other = screen.getByRole('region', { name: 'Other routes left out' });
    expect(within(other).getByText(GLASS)).toBeVisible();
    expect(within(other).getByText(KITCHEN)).toBeVisible();
  });

  it('opens the safety reasons and reaches the other routes with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExcludedRoutes routes={[foodBank, pectin]} offered={[]} />);
    const safety = screen.getByRole('button', { name: '1 route left out by a safety rule' });
    expect(safety).toHaveAttribute('aria-expanded', 'true');
    const others = screen.getByRole('button', { name: '1 other route that does not fit' });
    expect(others).toHaveAttribute('aria-expanded', 'false');
    // A closed part is drawn when first opened, not with the step.
    expect(screen.queryByText('Pectin takes none of it.')).not.toBeInTheDocument();
    await user.tab();
    expect(safety).toHaveFocus();
    await user.tab();
    expect(others).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(others).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Pectin takes none of it.')).toBeVisible());
    // Closed again, it stays drawn (hidden), and the safety part closes and opens as before.
    await user.keyboard('{Enter}');
    expect(others).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Pectin takes none of it.')).toBeInTheDocument();
    await user.click(safety);
    expect(safety).toHaveAttribute('aria-expanded', 'false');
    await user.click(safety);
    await waitFor(() => expect(screen.getByText(GLASS)).toBeVisible());
  });

  it.each([
    ['de', 'Warum keine Spende?', 'Warum nicht als Tierfutter?', 'Weitere ausgeschlossene Wege'],
    ['it', 'Perché non la donazione?', 'Perché non come mangime?', 'Altre soluzioni escluse'],
    [
      'fr',
      'Pourquoi pas le don ?',
      "Pourquoi pas l'alimentation animale ?",
      'Autres voies écartées',
    ],
    ['sl', 'Zakaj ne podaritev?', 'Zakaj ne krma za živali?', 'Druge izključene poti'],
  ])('asks its questions in %s', async (language, donation, feed, other) => {
    await act(() => i18n.changeLanguage(language));
    renderWithProviders(<ExcludedRoutes routes={[foodBank, pigFeed, pectin]} offered={[]} />);
    expect(headings()).toEqual([donation, feed, other]);
  });
});
