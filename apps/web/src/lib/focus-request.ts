import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_LocationContext } from 'react-router';

/**
 * The fields a link can send the user to on another page ('Check the address' to the street
 * address of step 1, 'Change the condition' to the surplus's condition): the link carries the
 * field in its router state, the page focuses it.
 */
export type FocusTarget = 'address' | 'condition';

/** The router state of a link that asks its page to focus `target`. */
export function focusState(target: FocusTarget): { focus: FocusTarget } {
  return { focus: target };
}

/** The field a router state asks to focus, if any. */
export function focusRequestOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('focus' in state)) return null;
  return typeof state.focus === 'string' ? state.focus : null;
}

/** The open modal dialog, if any (step 1's one-time info): the field waits until it closes. */
function openDialog(): Element | null {
  return document.querySelector('[aria-modal="true"]');
}

/**
 * Focuses the element `find` gives when the page was opened by a link asking for `target`, once
 * per visit (history entry), and scrolls it to the middle of the screen, clear of the sticky
 * header. It waits for the next frame, so that it comes after what a page does on arrival (the
 * scroll to the top, a step heading taking the focus); while a dialog is open, until the focus
 * leaves it. `find` is read then, not at render.
 */
export function useFocusOnArrival(target: FocusTarget, find: () => HTMLElement | null): void {
  // The location if there is a router (a field rendered on its own has none, and nothing to do).
  const location = useContext(UNSAFE_LocationContext)?.location ?? null;
  const requested = location !== null && focusRequestOf(location.state) === target;
  const findRef = useRef(find);
  useLayoutEffect(() => {
    findRef.current = find;
  });
  useEffect(() => {
    if (!requested) return undefined;
    const focusField = () => {
      const element = findRef.current();
      if (!element) return;
      // Shown focused even after a click (focusVisible: not yet in TypeScript's DOM types).
      element.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
      element.scrollIntoView({ block: 'center' });
    };
    // The dialog gives the focus back to the page as it closes: the field takes it then.
    const afterDialog = (event: FocusEvent) => {
      const dialog = openDialog();
      if (dialog && event.target instanceof Node && dialog.contains(event.target)) return;
      document.removeEventListener('focusin', afterDialog);
      focusField();
    };
    const frame = requestAnimationFrame(() => {
      if (openDialog()) document.addEventListener('focusin', afterDialog);
      else focusField();
    });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', afterDialog);
    };
  }, [requested, location?.key]);
}
