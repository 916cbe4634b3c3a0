import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ExpandableTagList, TAGS_SHOWN_AT_FIRST } from './expandable-tag-list';

const foods = (n: number) => Array.from({ length: n }, (_, i) => `Food ${i + 1}`);

describe('ExpandableTagList', () => {
  it("shows the first few of a long list, and all of them after 'Show all N'", async () => {
    renderWithProviders(<ExpandableTagList values={foods(60)} label="Surplus Names" />);
    expect(screen.getByText('Food 1')).toBeInTheDocument();
    expect(screen.getByText(`Food ${TAGS_SHOWN_AT_FIRST}`)).toBeInTheDocument();
    expect(screen.queryByText(`Food ${TAGS_SHOWN_AT_FIRST + 1}`)).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show all 60: Surplus Names' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    const user = userEvent.setup();
    await user.click(more);
    expect(screen.getByText('Food 60')).toBeInTheDocument();
    const fewer = screen.getByRole('button', { name: 'Show fewer: Surplus Names' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(fewer);
    expect(screen.queryByText('Food 60')).not.toBeInTheDocument();
  });

  it('shows a short list whole, without a button', () => {
    renderWithProviders(<ExpandableTagList values={foods(10)} label="Food Groups" />);
    expect(screen.getByText('Food 10')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
