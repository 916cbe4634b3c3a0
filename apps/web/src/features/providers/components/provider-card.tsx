import { IconChevronDown } from '@tabler/icons-react';
import { memo } from 'react';
import type { ProviderView } from '../../../lib/providers/provider-view';
import classes from './provider-card.module.css';
import { ProviderDetails } from './provider-details';
import { ProviderSummary } from './provider-summary';

interface ProviderCardProps {
  provider: ProviderView;
  expanded: boolean;
  selected: boolean;
  onToggle(key: string): void;
}

export const providerCardId = (key: string) => `provider-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * One provider in the list: collapsed by default, its header a button that opens the detail
 * sections (spec part 1 §2, §4). Memoised: a selection change re-renders two cards, not 200.
 */
export const ProviderCard = memo(function ProviderCard({
  provider,
  expanded,
  selected,
  onToggle,
}: ProviderCardProps) {
  const id = providerCardId(provider.key);
  const className = [classes.card, expanded && classes.open, selected && classes.selected]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} id={id} data-selected={selected || undefined}>
      <button
        type="button"
        className={classes.header}
        aria-expanded={expanded}
        aria-controls={`${id}-details`}
        onClick={() => onToggle(provider.key)}
      >
        <ProviderSummary provider={provider} decimals={1} />
        <IconChevronDown size={18} className={classes.chevron} aria-hidden />
      </button>
      {expanded && (
        <div className={classes.body} id={`${id}-details`}>
          <ProviderDetails provider={provider} />
        </div>
      )}
    </li>
  );
});
