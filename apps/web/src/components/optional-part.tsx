import { Component, type ReactNode } from 'react';

/**
 * A part of the page the user can do without (the chat): when it fails (its code cannot be
 * loaded, or it throws while rendering), it is left out and the page stays, rather than the
 * route's error page taking the page's place. The failure is logged as a warning.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('A part of the page could not be loaded and is left out', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
