import { describe, expect, it } from 'vitest';
import {
  allExpanded,
  noSelection,
  selectionReducer,
  type ProviderSelection,
  type SelectionAction,
} from './provider-selection';

const run = (...actions: SelectionAction[]): ProviderSelection =>
  actions.reduce(selectionReducer, noSelection);
const open = (state: ProviderSelection) => [...state.expanded].sort();

describe('provider selection (spec part 1 §4 Provider section)', () => {
  it('starts with every card collapsed and nothing selected', () => {
    expect(open(noSelection)).toEqual([]);
    expect(noSelection.selected).toBeNull();
  });

  it('expanding a card selects it; collapsing it deselects it', () => {
    const expanded = run({ type: 'toggle-card', key: 'a' });
    expect(open(expanded)).toEqual(['a']);
    expect(expanded.selected).toBe('a');
    const collapsed = selectionReducer(expanded, { type: 'toggle-card', key: 'a' });
    expect(open(collapsed)).toEqual([]);
    expect(collapsed.selected).toBeNull();
  });

  it('cards toggle one by one; collapsing another card keeps the selection', () => {
    const state = run(
      { type: 'toggle-card', key: 'a' },
      { type: 'toggle-card', key: 'b' },
      { type: 'toggle-card', key: 'a' },
    );
    expect(open(state)).toEqual(['b']);
    expect(state.selected).toBe('b');
  });

  it('expand all opens every card, and then collapses them all', () => {
    const keys = ['a', 'b', 'c'];
    const all = run({ type: 'toggle-card', key: 'b' }, { type: 'toggle-all', keys });
    expect(open(all)).toEqual(keys);
    expect(allExpanded(all, keys)).toBe(true);
    const none = selectionReducer(all, { type: 'toggle-all', keys });
    expect(open(none)).toEqual([]);
    expect(none.selected).toBeNull();
    expect(allExpanded(none, keys)).toBe(false);
    expect(allExpanded(noSelection, [])).toBe(false);
  });

  it('a marker click selects the provider, expands its card and shows it on the map card', () => {
    const state = run({ type: 'toggle-card', key: 'a' }, { type: 'marker-click', key: 'b' });
    expect(open(state)).toEqual(['a', 'b']);
    expect(state.selected).toBe('b');
    expect(state.onMap).toBe('b');
  });

  it('closing the map card deselects but leaves the cards as they are', () => {
    const state = run({ type: 'marker-click', key: 'b' }, { type: 'close-map-card' });
    expect(state.selected).toBeNull();
    expect(state.onMap).toBeNull();
    expect(open(state)).toEqual(['b']);
  });

  it('collapsing the card shown on the map card closes the map card too', () => {
    const state = run({ type: 'marker-click', key: 'b' }, { type: 'toggle-card', key: 'b' });
    expect(state.onMap).toBeNull();
    expect(state.selected).toBeNull();
  });
});
