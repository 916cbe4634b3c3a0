import type { DatasetSolution } from '@foodhub/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatasetSolutionFacts } from '../features/solution-details/components/dataset-solution-facts';
import { SolutionsStep } from '../features/entry-stepper/components/solutions-step';
import { useStepperStore } from '../features/entry-stepper/store';
import i18n from '../lib/i18n';
import { renderRoutes } from '../test/render-with-providers';
import { foodBank, matchAnswer } from '../test/solution-fixtures';
import {
  businessCategoryLabel,
  catalogueSlug,
  categoryLabel,
  foodGroupLabel,
} from './catalogue-labels';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('catalogue labels', () => {
  it('makes stable keys of the English names', () => {
    expect(catalogueSlug('Reuse (human)')).toBe('reuseHuman');
    expect(catalogueSlug('Compost & soil')).toBe('compostSoil');
    expect(catalogueSlug('Non-food products')).toBe('nonFoodProducts');
    expect(catalogueSlug('Agricultural Producer')).toBe('agriculturalProducer');
  });

  it('translates the known values in any letter case and leaves the others as they are', async () => {
    await act(() => i18n.changeLanguage('de'));
    const t = i18n.t.bind(i18n);
    expect(categoryLabel('Reuse (human)', t)).toBe('Weiterverwendung (Mensch)');
    expect(categoryLabel('reuse (HUMAN) ', t)).toBe('Weiterverwendung (Mensch)');
    expect(categoryLabel('Insect protein', t)).toBe('Insect protein');
    expect(businessCategoryLabel('Retailer', t)).toBe('Einzelhandel');
    expect(businessCategoryLabel('Bäckerei', t)).toBe('Bäckerei');
    expect(foodGroupLabel('Expired Food', t)).toBe('Abgelaufene Lebensmittel');
    expect(foodGroupLabel('Cereal products', t)).toBe('Cereal products');
    await act(() => i18n.changeLanguage('en'));
    expect(categoryLabel('reuse (human)', t)).toBe('Reuse (human)');
  });
});

describe('solution categories in the interface language', () => {
  it('a German interface shows the German category on the solution cards', async () => {
    useStepperStore.getState().setSolutions(matchAnswer.solutions, matchAnswer.details);
    renderRoutes(
      [{ path: '/stepper/solutions', element: <SolutionsStep /> }],
      '/stepper/solutions',
    );
    await act(() => i18n.changeLanguage('de'));
    const card = screen.getByRole('link', { name: 'Donation to a food bank' }).closest('li')!;
    expect(within(card).getByText('Weiterverwendung (Mensch) · Food bank')).toBeInTheDocument();
    expect(screen.getByText(/^Energie/)).toBeInTheDocument();
    // vcg.ai categories are free text: a known one is translated as well.
    expect(screen.queryByText(/^Reuse \(human\)/)).not.toBeInTheDocument();
  });

  it('a German interface shows the German category and business categories in the details', async () => {
    await act(() => i18n.changeLanguage('de'));
    const solution: DatasetSolution = {
      ...(foodBank as DatasetSolution),
      general_accepted_food_types: {
        food_group: ['Food Waste', 'Cereal products'],
        food_subgroup: ['Expired Food'],
        surplus_name: ['bread'],
        business_category: ['Retailer', 'Wholesaler'],
      },
    };
    renderRoutes([{ path: '/', element: <DatasetSolutionFacts solution={solution} /> }], '/');
    expect(await screen.findByText('Weiterverwendung (Mensch)')).toBeInTheDocument();
    expect(screen.getByText('Einzelhandel')).toBeInTheDocument();
    expect(screen.getByText('Großhandel')).toBeInTheDocument();
    expect(screen.getByText('Lebensmittelabfälle')).toBeInTheDocument();
    expect(screen.getByText('Abgelaufene Lebensmittel')).toBeInTheDocument();
    expect(screen.getByText('Cereal products')).toBeInTheDocument();
    expect(screen.getByText('bread')).toBeInTheDocument();
  });
});
