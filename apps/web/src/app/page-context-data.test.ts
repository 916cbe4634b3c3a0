import type { ExcludedSolution } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import { whyNotSummary } from './page-context-data';

const route = (
  name: string,
  category: string,
  reason: string,
  safety = false,
): ExcludedSolution => ({
  solution_id: name.toLowerCase().replace(/\W+/g, '-'),
  process_name: name,
  solution_category: category,
  end_use: 'human_food',
  rule: safety ? 'used-oil-not-food-or-feed' : 'not-accepted',
  safety,
  reason,
});

describe('whyNotSummary (what the chatbot is told of the left-out routes)', () => {
  it('groups the donations’ and the feed routes’ reasons, safety rules first, with the names', () => {
    const oil = 'Used cooking oil may go neither into food nor into feed.';
    expect(
      whyNotSummary([
        route('Community fridge', 'Reuse (human)', 'It does not take oil.'),
        route('Food bank', 'Reuse (human)', oil, true),
        route('Social supermarket', 'Reuse (human)', oil, true),
        route('Livestock feed', 'Animal feed', oil, true),
        route('Home composting', 'Compost & soil', 'It does not take oil.'),
      ]),
    ).toEqual({
      donation: [
        { reason: oil, safety: true, routes: ['Food bank', 'Social supermarket'] },
        { reason: 'It does not take oil.', safety: false, routes: ['Community fridge'] },
      ],
      animalFeed: [{ reason: oil, safety: true, routes: ['Livestock feed'] }],
    });
  });

  it('leaves out a kind with nothing left out', () => {
    expect(whyNotSummary([])).toEqual({});
  });
});
