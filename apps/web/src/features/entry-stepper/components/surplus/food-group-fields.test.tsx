import { FOOD_WASTE_SUBGROUPS } from '@foodhub/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { useStepperStore } from '../../../../stores/stepper-store';
import { FoodGroupFields } from './food-group-fields';
import { productList } from '../../../../test/product-fixtures';

function renderFields(names = { groups: 'Food Groups', subgroups: 'Food Subgroups' }) {
  const user = userEvent.setup();
  renderWithProviders(<FoodGroupFields products={productList} />);
  return {
    user,
    groups: screen.getByRole('textbox', { name: names.groups }),
    subgroups: screen.getByRole('textbox', { name: names.subgroups }),
  };
}

const options = () => screen.queryAllByRole('option').map((o) => o.textContent);
const waste = () => useStepperStore.getState().wasteInfo;

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('food groups and subgroups', () => {
  it('suggests the groups of the product list and always Food Waste', async () => {
    const { user, groups } = renderFields();
    await user.click(groups);
    expect(options()).toEqual([
      'Cereal products',
      'Food Waste',
      'Fruits, vegetables, legumes and oilseeds',
      'Milk and dairy products',
      'Other',
    ]);
  });

  it('suggests the five Food Waste subgroups only once Food Waste is chosen', async () => {
    const { user, groups, subgroups } = renderFields();
    await user.click(subgroups);
    expect(options()).toEqual(['Breads and breakfast pastries', 'Fruits', 'Milks']);

    await user.click(groups);
    await user.type(groups, 'waste');
    await user.click(screen.getByRole('option', { name: 'Food Waste' }));
    expect(waste().foodGroups).toEqual(['Food Waste']);

    await user.click(subgroups);
    expect(options()).toEqual([
      ...FOOD_WASTE_SUBGROUPS,
      'Breads and breakfast pastries',
      'Fruits',
      'Milks',
    ]);
    await user.click(screen.getByRole('option', { name: 'Expired Food' }));
    expect(waste().foodSubgroups).toEqual(['Expired Food']);
  });

  it('takes own tags on Enter, keeps commas in names, and never twice in any case', async () => {
    useStepperStore.getState().setWasteInfo({ foodGroups: ['Cereal products'] });
    const { user, groups } = renderFields();
    await user.type(groups, 'cereal PRODUCTS{Enter}');
    expect(waste().foodGroups).toEqual(['Cereal products']);
    await user.type(groups, 'Meat, eggs and fish{Enter}');
    expect(waste().foodGroups).toEqual(['Cereal products', 'Meat, eggs and fish']);
    // A chosen group is no longer suggested.
    await user.type(groups, 'cereal');
    expect(options()).toEqual([]);
  });

  it('removes the last tag with Backspace', async () => {
    useStepperStore.getState().setWasteInfo({ foodSubgroups: ['Fruits', 'Milks'] });
    const { user, subgroups } = renderFields();
    await user.click(subgroups);
    await user.keyboard('{Backspace}');
    expect(waste().foodSubgroups).toEqual(['Fruits']);
    await user.keyboard('{Backspace}');
    expect(waste().foodSubgroups).toEqual([]);
  });

  describe('in German', () => {
    const german = { groups: 'Lebensmittelgruppen', subgroups: 'Lebensmitteluntergruppen' };
    const pills = () =>
      [...document.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);

    beforeEach(async () => {
      await act(() => i18n.changeLanguage('de'));
    });

    it('shows the stored English names in German and suggests by German names', async () => {
      useStepperStore.getState().setWasteInfo({
        foodGroups: ['Cereal products', 'Own words'],
        foodSubgroups: ['Milks'],
      });
      const { user, groups } = renderFields(german);
      expect(pills()).toEqual(['Getreideprodukte', 'Own words', 'Milch']);
      await user.click(groups);
      expect(options()).toEqual([
        'Lebensmittelabfälle',
        'Milch und Milchprodukte',
        'Obst, Gemüse, Hülsenfrüchte und Ölsaaten',
        'Other',
      ]);
    });

    it('adds the code of a German name chosen after typing part of it', async () => {
      const { user, groups, subgroups } = renderFields(german);
      await user.type(groups, 'milchprod');
      expect(options()).toEqual(['Milch und Milchprodukte']);
      await user.click(screen.getByRole('option', { name: 'Milch und Milchprodukte' }));
      expect(waste().foodGroups).toEqual(['Milk and dairy products']);
      expect(pills()).toEqual(['Milch und Milchprodukte']);

      // Accents may be left out; the whole name typed and Enter add the code, too.
      await user.type(subgroups, 'fruhstucksgeb');
      expect(options()).toEqual(['Brot und Frühstücksgebäck']);
      await user.clear(subgroups);
      await user.type(subgroups, 'obst{Enter}');
      expect(waste().foodSubgroups).toEqual(['Fruits']);
    });

    it('adds Food Waste by its German name and then suggests its subgroups first', async () => {
      const { user, groups, subgroups } = renderFields(german);
      await user.type(groups, 'Lebensmittelabfälle{Enter}');
      expect(waste().foodGroups).toEqual(['Food Waste']);
      await user.click(subgroups);
      expect(options().slice(0, 2)).toEqual([
        'Gemischte Lebensmittelabfälle',
        'Abgelaufene Lebensmittel',
      ]);
      await user.click(screen.getByRole('option', { name: 'Abgelaufene Lebensmittel' }));
      expect(waste().foodSubgroups).toEqual(['Expired Food']);
    });

    it('keeps own words as typed and never adds a name twice', async () => {
      useStepperStore.getState().setWasteInfo({ foodGroups: ['Cereal products'] });
      const { user, groups } = renderFields(german);
      await user.type(groups, 'GETREIDEPRODUKTE{Enter}');
      await user.type(groups, 'Cereal products{Enter}');
      await user.type(groups, 'Molke{Enter}');
      expect(waste().foodGroups).toEqual(['Cereal products', 'Molke']);
      // The English name typed in German is the same code.
      await user.type(groups, 'milk and dairy products{Enter}');
      expect(waste().foodGroups).toEqual(['Cereal products', 'Molke', 'Milk and dairy products']);
    });
  });
});
