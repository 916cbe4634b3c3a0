import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HELP_SEEN_STORAGE_KEY } from '../lib/help-seen';
import { HelpPanel } from './help-panel';

beforeEach(() => localStorage.clear());

function renderPanel(id = 'company-data') {
  const view = renderWithProviders(
    <HelpPanel id={id} title="About this step">
      Every field is optional.
    </HelpPanel>,
  );
  return { ...view, toggle: screen.getByRole('button', { name: 'About this step' }) };
}

describe('HelpPanel', () => {
  it('is open on the first visit of its step', () => {
    const { toggle } = renderPanel();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Every field is optional.')).toBeVisible();
  });

  it('is collapsed on a later visit, so the step comes first, and opens with one click', async () => {
    renderPanel().unmount();
    const { toggle } = renderPanel();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Every field is optional.')).not.toBeVisible();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Every field is optional.')).toBeVisible());
  });

  it('opens and closes by keyboard, saying its state', async () => {
    renderPanel().unmount();
    const { toggle } = renderPanel();
    const user = userEvent.setup();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', expect.stringMatching(/.+/));
  });

  it("remembers each step's panel on its own", () => {
    renderPanel('company-data').unmount();
    const { toggle } = renderPanel('solutions');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens again when the browser could not keep what was seen', () => {
    localStorage.setItem(HELP_SEEN_STORAGE_KEY, 'not json');
    const { toggle } = renderPanel();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
