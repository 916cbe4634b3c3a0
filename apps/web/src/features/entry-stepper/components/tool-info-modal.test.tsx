import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TOOL_INFO_SEEN_STORAGE_KEY } from '../../../config/browser-storage';
import { StepContent } from '../../../components/step-content';
import { ToolInfoModal } from './tool-info-modal';

beforeEach(() => sessionStorage.clear());

describe('ToolInfoModal', () => {
  it("explains the chatbot and optional fields; 'OK, Got it' closes it and marks it seen", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ToolInfoModal />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to the Alpine Food Hub tool' });
    expect(dialog).toHaveTextContent(/chatbot assistant helps you on every page/);
    expect(dialog).toHaveTextContent(/All fields are optional/);
    await user.click(within(dialog).getByRole('button', { name: 'OK, Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(TOOL_INFO_SEEN_STORAGE_KEY)).toBe('true');
  });

  it('shows once per browser session: not again after it was closed', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<ToolInfoModal />);
    await user.click(screen.getByRole('button', { name: 'OK, Got it' }));
    first.unmount();
    renderWithProviders(<ToolInfoModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows again in a new session (session storage empty)', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<ToolInfoModal />);
    await user.click(screen.getByRole('button', { name: 'OK, Got it' }));
    first.unmount();
    sessionStorage.clear();
    renderWithProviders(<ToolInfoModal />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("gives the focus to the step's heading when it closes", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <StepContent step="company-data">
        <h2>Company Data</h2>
        <ToolInfoModal />
      </StepContent>,
    );
    await user.click(await screen.findByRole('button', { name: 'OK, Got it' }));
    expect(screen.getByRole('heading', { name: 'Company Data' })).toHaveFocus();
  });

  it('focuses the confirm button, and Escape closes it as seen too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ToolInfoModal />);
    expect(await screen.findByRole('button', { name: 'OK, Got it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(TOOL_INFO_SEEN_STORAGE_KEY)).toBe('true');
  });
});
