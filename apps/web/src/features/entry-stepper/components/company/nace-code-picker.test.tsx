import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerError, callsTo, server } from '../../../../test/api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { useStepperStore } from '../../../../stores/stepper-store';
import { naceFixture } from '../../../../test/nace-fixtures';
import { NaceCodePicker } from './nace-code-picker';

beforeEach(() => {
  server.use(answer('get', '/nace_codes', naceFixture));
  localStorage.clear();
  useStepperStore.getState().resetStepper();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function renderPicker() {
  const user = userEvent.setup();
  renderWithProviders(<NaceCodePicker />);
  await screen.findByRole('list', { name: 'NACE codes to add' });
  return user;
}

const results = () =>
  within(screen.queryByRole('list', { name: 'NACE codes to add' }) ?? document.createElement('ul'))
    .queryAllByRole('button')
    .map((button) => button.querySelector('.mantine-Badge-label')?.textContent);
const chosenCodes = () => useStepperStore.getState().companyProfile.naceCodes.map((c) => c.code);
const search = () => screen.getByRole('searchbox', { name: 'Search NACE codes' });

describe('NaceCodePicker', () => {
  it('loads the NACE codes once and lists them with a count', async () => {
    await renderPicker();
    expect(callsTo('/nace_codes')).toHaveLength(1);
    expect(results()).toEqual(naceFixture.map((c) => c.code));
    expect(screen.getByText(`${naceFixture.length} codes found.`)).toBeInTheDocument();
    expect(screen.getByText('No NACE code chosen yet.')).toBeInTheDocument();
  });

  it('searches codes and descriptions case-insensitively', async () => {
    const user = await renderPicker();
    await user.type(search(), '10.7');
    expect(results()).toEqual(['10.7', '10.71', '10.72']);
    await user.clear(search());
    await user.type(search(), 'BREAD');
    expect(results()).toEqual(['10.71', '47.24']);
    await user.clear(search());
    await user.type(search(), 'submarine');
    expect(results()).toEqual([]);
    expect(screen.getByText('No NACE code matches your search.')).toBeInTheDocument();
  });

  it('finds codes by the everyday words the list carries, and adds them with their title', async () => {
    const withWords = naceFixture.map((c) =>
      c.code === '10.71' ? { ...c, keywords: ['bakery', 'baker'] } : c,
    );
    server.use(answer('get', '/nace_codes', withWords));
    const user = await renderPicker();
    await user.type(search(), 'Bakeries');
    expect(results()).toEqual(['10.71']);
    await user.click(screen.getByRole('button', { name: /^Add 10\.71:/ }));
    expect(useStepperStore.getState().companyProfile.naceCodes).toEqual([
      { code: '10.71', description: naceFixture[7]!.description },
    ]);
  });

  it('filters by level: All, Section, Division, Group, Class', async () => {
    const user = await renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Section' }));
    expect(results()).toEqual(['A', 'C', 'G', 'I']);
    await user.click(screen.getByRole('radio', { name: 'Class' }));
    await user.type(search(), 'bread');
    expect(results()).toEqual(['10.71', '47.24']);
    await user.click(screen.getByRole('radio', { name: 'Group' }));
    expect(results()).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(results()).toEqual(['10.71', '47.24']);
  });

  it('adds a code with its description, hides it from the results and never adds it twice', async () => {
    const user = await renderPicker();
    await user.type(search(), 'bread');
    await user.click(screen.getByRole('button', { name: /^Add 10\.71:/ }));
    expect(useStepperStore.getState().companyProfile.naceCodes).toEqual([
      { code: '10.71', description: naceFixture[7]!.description },
    ]);
    const chosen = screen.getByRole('list', { name: 'Chosen NACE codes' });
    expect(chosen).toHaveTextContent('10.71');
    expect(chosen).toHaveTextContent('Manufacture of bread');
    expect(results()).toEqual(['47.24']);
    await user.clear(search());
    await user.type(search(), '10.71');
    expect(results()).toEqual([]);
    expect(chosenCodes()).toEqual(['10.71']);
  });

  it('removes a chosen code, which then shows in the results again', async () => {
    useStepperStore.getState().setCompanyProfile({
      naceCodes: [
        { code: '10.71', description: 'Manufacture of bread' },
        { code: '56.10', description: 'Restaurants' },
      ],
    });
    const user = await renderPicker();
    expect(results()).not.toContain('10.71');
    await user.click(screen.getByRole('button', { name: 'Remove 10.71' }));
    expect(chosenCodes()).toEqual(['56.10']);
    expect(results()).toContain('10.71');
    expect(screen.getByText('10.71 removed.')).toBeInTheDocument();
  });

  it('works with the keyboard: arrows into the results, Enter adds, focus stays in place', async () => {
    const user = await renderPicker();
    await user.click(search());
    await user.keyboard('bread');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Add 10\.71:/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Add 47\.24:/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(chosenCodes()).toEqual(['10.71']);
    expect(screen.getByRole('button', { name: /^Add 47\.24:/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosenCodes()).toEqual(['10.71', '47.24']);
    // The list is empty now: the focus is back in the search box.
    expect(search()).toHaveFocus();
  });

  it('keeps the results one Tab stop, after the search box and the level filter', async () => {
    const user = await renderPicker();
    await user.click(search());
    await user.tab();
    expect(screen.getByRole('radio', { name: 'All' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Add A:/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /^Add 56\.10:/ })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(search()).toHaveFocus();
  });

  it('removes with the keyboard and moves the focus to the next remove button', async () => {
    useStepperStore.getState().setCompanyProfile({
      naceCodes: [
        { code: '10.71', description: 'Manufacture of bread' },
        { code: '56.10', description: null },
      ],
    });
    const user = await renderPicker();
    screen.getByRole('button', { name: 'Remove 10.71' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove 56.10' })).toHaveFocus();
    await user.keyboard(' ');
    expect(chosenCodes()).toEqual([]);
    expect(search()).toHaveFocus();
  });

  it('shows at most 50 results and says how many more there are', async () => {
    const many = Array.from({ length: 80 }, (_, i) => ({
      _id: `99.${i}`,
      code: `99.${i}`,
      description: `Activity ${i}`,
      level: 'Class',
    }));
    server.use(answer('get', '/nace_codes', many));
    await renderPicker();
    expect(results()).toHaveLength(50);
    expect(
      screen.getByText(
        '80 codes found; the first 50 are shown. Refine your search to see the others.',
      ),
    ).toBeInTheDocument();
  });

  it('a failed load is an empty list, logged only (spec §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(answerError('get', '/nace_codes', 500, 'Database down'));
    renderWithProviders(<NaceCodePicker />);
    expect(await screen.findByText('No NACE codes are available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Database down/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('NACE codes could not be loaded', expect.anything());
  });
});
