/**
 * Which provider cards are open and which provider is selected (spec part 1 §4 'Provider
 * section'): expanding a card selects it and highlights its marker, collapsing deselects it, a
 * marker click selects the provider, expands its card and shows the 'Selected on map' card.
 */
export interface ProviderSelection {
  expanded: ReadonlySet<string>;
  selected: string | null;
  /** The provider shown in the 'Selected on map' card; set only by a marker click. */
  onMap: string | null;
}

export type SelectionAction =
  | { type: 'toggle-card'; key: string }
  | { type: 'toggle-all'; keys: readonly string[] }
  | { type: 'marker-click'; key: string }
  | { type: 'close-map-card' }
  | { type: 'reset' };

export const noSelection: ProviderSelection = { expanded: new Set(), selected: null, onMap: null };

/** True when every card of the list is open: the button then offers to collapse them all. */
export const allExpanded = (selection: ProviderSelection, keys: readonly string[]) =>
  keys.length > 0 && keys.every((key) => selection.expanded.has(key));

export function selectionReducer(
  state: ProviderSelection,
  action: SelectionAction,
): ProviderSelection {
  switch (action.type) {
    case 'toggle-card': {
      const expanded = new Set(state.expanded);
      if (expanded.has(action.key)) {
        expanded.delete(action.key);
        const wasSelected = state.selected === action.key;
        return {
          expanded,
          selected: wasSelected ? null : state.selected,
          onMap: wasSelected ? null : state.onMap,
        };
      }
      expanded.add(action.key);
      return { expanded, selected: action.key, onMap: null };
    }
    case 'toggle-all':
      if (allExpanded(state, action.keys)) return noSelection;
      return { ...state, expanded: new Set(action.keys) };
    case 'marker-click': {
      const expanded = new Set(state.expanded);
      expanded.add(action.key);
      return { expanded, selected: action.key, onMap: action.key };
    }
    case 'close-map-card':
      return { ...state, selected: null, onMap: null };
    case 'reset':
      return noSelection;
  }
}
