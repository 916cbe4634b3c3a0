import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { ProviderView } from '../../../lib/providers/provider-view';
import { ProviderCard } from './provider-card';

/**
 * One provider exactly as the users' provider list shows it (the same card, opened): for whoever
 * decides what users will see, such as the operator approving an organisation's own entry.
 */
export function ProviderPreview({ provider, label }: { provider: ProviderView; label: string }) {
  const [expanded, setExpanded] = useState(true);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      <ProviderCard
        provider={provider}
        expanded={expanded}
        selected={false}
        onToggle={() => setExpanded((open) => !open)}
      />
    </Stack>
  );
}
