import { FOOD_WASTE_SUBGROUPS } from '@foodhub/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { useStepperStore } from '../../../../stores/stepper-store';
import { FoodGroupFields } from './food-group-fields';
import { productList } from '../../../../test/product-fixtures';

function renderFields() {
  const user = userEvent.setup();
  renderWithProviders(<FoodGroupFields products={productList} />);
  return {
    user,
    groups: screen.getByRole('textbox', { name: 'Food Groups' }),
    subgroups: screen.getByRole('textbox', { name: 'Food Subgroups' }),
  };
}

const options = () => screen.queryAllByRole('option').map((o) => o.textContent);
const waste = () => useStepperStore.getState().wasteInfo;

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
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
});
