import type { Product } from '@foodhub/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetApiCalls } from '../../../../test/api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { PERSISTED_QUERY_PREFIX } from '../../../../lib/persisted-query';
import { useStepperStore } from '../../../../stores/stepper-store';
import {
  answerProductCalls,
  lookedUpNames,
  productList,
  wholemealBread,
} from '../../../../test/product-fixtures';
import { BLUR_CONFIRM_DELAY_MS, SurplusNameField } from './surplus-name-field';
import { useProductLookup, type ProductLookup } from './use-product-lookup';

/** What the rest of the app reads of the look-up of the accepted name (the report, the chat). */
function LookupProbe() {
  const surplusName = useStepperStore((s) => s.wasteInfo.surplusName);
  return <output data-testid="lookup">{JSON.stringify(useProductLookup(surplusName))}</output>;
}

function renderField(products: Product[] = productList) {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <SurplusNameField products={products} />
      <button type="button">Next field</button>
      <LookupProbe />
    </>,
  );
  return { ...view, user, input: screen.getByRole('combobox', { name: 'Surplus Name' }) };
}

const waste = () => useStepperStore.getState().wasteInfo;
const lookup = () => {
  const { details, notFound } = JSON.parse(
    screen.getByTestId('lookup').textContent ?? '',
  ) as ProductLookup;
  return { productDetails: details, productNotFound: notFound };
};
const NOT_FOUND_NOTE = 'Not in the product list — free text is fine.';
/** The look-up answers kept in localStorage across reloads. */
const keptLookups = () =>
  Object.keys(localStorage).filter((key) =>
    key.startsWith(`${PERSISTED_QUERY_PREFIX}product-by-name:`),
  );

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
  answerProductCalls();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('surplus name: free text', () => {
  it('is accepted on Enter, looked up, and marked as not in the list', async () => {
    const { user, input } = renderField();
    await user.type(input, '  Apple pomace');
    expect(waste().surplusName).toBe('');
    await user.keyboard('{Enter}');
    expect(waste().surplusName).toBe('Apple pomace');
    expect(input).toHaveValue('Apple pomace');
    expect(await screen.findByText(NOT_FOUND_NOTE)).toBeInTheDocument();
    expect(lookedUpNames()).toEqual(['Apple pomace']);
    expect(lookup()).toEqual({ productDetails: null, productNotFound: true });
    // Free text adds no groups.
    expect(waste().foodGroups).toEqual([]);
  });

  it('is accepted on the confirm button', async () => {
    const { user, input } = renderField();
    await user.type(input, 'Brewer spent grain');
    await user.click(screen.getByRole('button', { name: 'Confirm surplus name' }));
    expect(waste().surplusName).toBe('Brewer spent grain');
  });

  it(`is accepted ${BLUR_CONFIRM_DELAY_MS} ms after a blur (an option click wins)`, async () => {
    const { user, input } = renderField();
    await user.type(input, 'Whey');
    vi.useFakeTimers();
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(BLUR_CONFIRM_DELAY_MS - 1));
    expect(waste().surplusName).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(waste().surplusName).toBe('Whey');
  });

  it('is accepted at once when the focus moves on to another control', async () => {
    const { user, input } = renderField();
    await user.type(input, 'Whey');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear surplus name' })).toHaveFocus();
    expect(waste().surplusName).toBe('Whey');
  });

  it('shows a name saved elsewhere (another tab) instead of the old one', () => {
    const { input } = renderField();
    act(() => useStepperStore.getState().setWasteInfo({ surplusName: 'Whey' }));
    expect(input).toHaveValue('Whey');
  });

  it('is still saved when the step closes within the blur delay', async () => {
    const { user, input, unmount } = renderField();
    await user.type(input, 'Whey');
    fireEvent.blur(input);
    unmount();
    expect(waste().surplusName).toBe('Whey');
  });
});

describe('surplus name: clearing', () => {
  it('removes the name with the clear button, without a lookup', async () => {
    useStepperStore.getState().setWasteInfo({ surplusName: 'Whey', foodGroups: ['Food Waste'] });
    const { user, input } = renderField();
    await screen.findByText(NOT_FOUND_NOTE);
    forgetApiCalls();
    await user.click(screen.getByRole('button', { name: 'Clear surplus name' }));
    expect(input).toHaveValue('');
    expect(waste().surplusName).toBe('');
    // The groups are the user's own: clearing the name leaves them.
    expect(waste().foodGroups).toEqual(['Food Waste']);
    await waitFor(() => expect(lookup()).toEqual({ productDetails: null, productNotFound: false }));
    expect(screen.queryByText(/Not in the product list/)).not.toBeInTheDocument();
    expect(lookedUpNames()).toEqual([]);
  });

  it('removes the name when the emptied field is confirmed with Enter', async () => {
    useStepperStore.getState().setWasteInfo({ surplusName: 'Whey' });
    const { user, input } = renderField();
    await user.clear(input);
    await user.keyboard('   {Enter}');
    expect(waste().surplusName).toBe('');
  });
});

describe('surplus name: choosing a product', () => {
  it('offers each product name once and filters as one types', async () => {
    const { user, input } = renderField();
    await user.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.type(input, 'WHOLE');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bread, wholemeal']);
  });

  it('sets the name, adds its groups without duplicates and looks it up', async () => {
    useStepperStore.getState().setWasteInfo({ foodGroups: ['cereal products'] });
    const { user, input } = renderField();
    await user.type(input, 'bread');
    await user.click(screen.getByRole('option', { name: 'Bread, wholemeal' }));
    expect(input).toHaveValue('Bread, wholemeal');
    expect(waste()).toMatchObject({
      surplusName: 'Bread, wholemeal',
      foodGroups: ['cereal products'],
      foodSubgroups: ['Breads and breakfast pastries'],
    });
    await waitFor(() =>
      expect(lookup()).toEqual({ productDetails: wholemealBread, productNotFound: false }),
    );
    expect(lookedUpNames()).toEqual(['Bread, wholemeal']);
    expect(screen.queryByText(/Not in the product list/)).not.toBeInTheDocument();

    // Choosing it again adds nothing twice.
    await user.clear(input);
    await user.type(input, 'bread');
    await user.click(screen.getByRole('option', { name: 'Bread, wholemeal' }));
    expect(waste().foodSubgroups).toEqual(['Breads and breakfast pastries']);
  });

  it('chooses the highlighted option with the arrow keys and Enter', async () => {
    const { user, input } = renderField();
    await user.type(input, 'apple');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(waste()).toMatchObject({
      surplusName: 'Apple, raw',
      foodGroups: ['Fruits, vegetables, legumes and oilseeds'],
      foodSubgroups: ['Fruits'],
    });
  });

  it('treats a typed exact product name like a chosen product', async () => {
    const { user, input } = renderField();
    await user.type(input, 'milk, SEMI-skimmed{Escape}{Enter}');
    expect(waste()).toMatchObject({ surplusName: 'milk, SEMI-skimmed', foodSubgroups: ['Milks'] });
    await waitFor(() => expect(lookup().productDetails?._id).toBe('19024'));
  });

  it(`shows at most 50 of many matching names and says how many match`, async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...wholemealBread,
      _id: String(i),
      product_name: `Bread ${i}`,
    }));
    const { user, input } = renderField(many);
    await user.type(input, 'bread');
    expect(screen.getAllByRole('option')).toHaveLength(50);
    expect(
      screen.getByText('Showing 50 of 120 products. Keep typing to narrow the list.'),
    ).toBeInTheDocument();
  });
});

describe('surplus name: lookup', () => {
  it('marks a failed lookup as not found, keeps nothing of it and asks again later', async () => {
    answerProductCalls({ byNameStatus: 500 });
    useStepperStore.getState().setWasteInfo({ surplusName: 'Bread, wholemeal' });
    const { unmount } = renderField();
    // Nothing is known while the answer is on its way: no note yet.
    expect(lookup()).toEqual({ productDetails: null, productNotFound: false });
    expect(screen.queryByText(NOT_FOUND_NOTE)).not.toBeInTheDocument();
    await waitFor(() => expect(lookup()).toEqual({ productDetails: null, productNotFound: true }));
    expect(screen.getByText(NOT_FOUND_NOTE)).toBeInTheDocument();
    expect(keptLookups()).toEqual([]);

    unmount();
    answerProductCalls();
    renderField();
    await waitFor(() => expect(lookup().productDetails).toEqual(wholemealBread));
    expect(screen.queryByText(NOT_FOUND_NOTE)).not.toBeInTheDocument();
    expect(lookedUpNames()).toEqual(['Bread, wholemeal', 'Bread, wholemeal']);
  });

  it('marks a 404 as not found', async () => {
    answerProductCalls({ byNameStatus: 404 });
    const { user, input } = renderField();
    await user.type(input, 'Bread, wholemeal{Escape}{Enter}');
    await waitFor(() => expect(lookup()).toEqual({ productDetails: null, productNotFound: true }));
  });

  it('looks a saved name up, and after a reload reads the kept answer without asking', async () => {
    useStepperStore.getState().setWasteInfo({ surplusName: 'Apple, raw' });
    const { unmount } = renderField();
    expect(screen.getByRole('combobox', { name: 'Surplus Name' })).toHaveValue('Apple, raw');
    await waitFor(() => expect(lookup().productDetails?._id).toBe('13000'));
    expect(keptLookups()).toHaveLength(1);

    // A reload: a new query client; the answer is read from localStorage.
    unmount();
    renderField();
    expect(lookup().productDetails?._id).toBe('13000');
    expect(lookedUpNames()).toEqual(['Apple, raw']);
  });

  it('asks once for names that differ only in letter case', async () => {
    const { user, input } = renderField();
    await user.type(input, 'apple, RAW{Escape}{Enter}');
    await waitFor(() => expect(lookup().productDetails?._id).toBe('13000'));
    await user.clear(input);
    await user.type(input, 'Apple, raw{Escape}{Enter}');
    expect(waste().surplusName).toBe('Apple, raw');
    expect(lookup().productDetails?._id).toBe('13000');
    expect(lookedUpNames()).toEqual(['apple, RAW']);
  });

  it('sends no lookup for a blank name', async () => {
    renderField();
    await waitFor(() => expect(lookup()).toEqual({ productDetails: null, productNotFound: false }));
    expect(lookedUpNames()).toEqual([]);
    expect(screen.queryByText(NOT_FOUND_NOTE)).not.toBeInTheDocument();
  });
});
