import { NEARBY_RADIUS_KM } from '@foodhub/domain';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderSearch } from '../../../api/providers';
import { formatNumber } from '../../../lib/format-number';
import type { ProviderView } from '../../../lib/providers/provider-view';
import { allExpanded, type ProviderSelection, type SelectionAction } from '../provider-selection';
import { ProviderCard } from './provider-card';
import { SelectedProviderCard } from './selected-provider-card';

// Leaflet, a heavy part, is only fetched when the section is first shown.
const ProviderMap = lazy(() => import('./provider-map'));

export interface ProviderCompaniesBodyProps {
  search: ProviderSearch;
  providers: ProviderView[];
  /** How many providers there are in all; `providers` holds the nearest of them. */
  total: number;
  selection: ProviderSelection;
  dispatch: Dispatch<SelectionAction>;
  onToggleCard: (key: string) => void;
  onMarkerClick: (key: string) => void;
}

/**
 * What the Provider Companies card shows once opened and its list has loaded: the count, the
 * notices, the map and the cards, nearest first.
 */
export function ProviderCompaniesBody({
  search,
  providers,
  total,
  selection,
  dispatch,
  onToggleCard,
  onMarkerClick,
}: ProviderCompaniesBodyProps) {
  const { t, i18n } = useTranslation('providers');
  const keys = useMemo(() => providers.map((p) => p.key), [providers]);
  const onMap = providers.find((p) => p.key === selection.onMap) ?? null;
  const withPosition = providers.some((p) => p.position !== null);
  // Only a real provider near the user answers the question; a sample or a far one does not.
  const noneNear =
    search.position !== null &&
    search.origin === 'dataset' &&
    providers.length > 0 &&
    !providers.some(
      (p) => !p.isSample && p.distanceM !== null && p.distanceM <= NEARBY_RADIUS_KM * 1000,
    );

  return (
    <>
      <Group justify="space-between" gap="sm">
        <div role="status">
          <Text fw={600}>{t('count', { count: providers.length })}</Text>
          {total > providers.length && (
            <Text size="sm" c="dimmed">
              {t('nearestOf', {
                shown: providers.length,
                total: formatNumber(total, undefined, i18n.language),
              })}
            </Text>
          )}
        </div>
        {providers.length > 0 && (
          <Button variant="light" onClick={() => dispatch({ type: 'toggle-all', keys })}>
            {allExpanded(selection, keys) ? t('collapseAll') : t('expandAll')}
          </Button>
        )}
      </Group>
      {providers.some((p) => p.isSample) && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} p="sm">
          {providers.every((p) => p.isSample) ? t('sampleNotice') : t('sampleNoticeSome')}
        </Alert>
      )}
      {noneNear && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} p="sm">
          {t('noneNear', { km: NEARBY_RADIUS_KM })}
        </Alert>
      )}
      {providers.length > 0 && !search.position && search.origin === 'dataset' && (
        <Text size="sm" c="dimmed">
          {t('noLocation')}
        </Text>
      )}
      {providers.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('map.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {withPosition ? t('map.hint') : t('map.noCoordinates')}
          </Text>
          <Suspense fallback={<Skeleton h={320} radius="md" />}>
            <ProviderMap
              providers={providers}
              selectedKey={selection.selected}
              userPosition={search.position}
              onMarkerClick={onMarkerClick}
              unnamed={t('unnamed')}
            />
          </Suspense>
          {onMap && (
            <SelectedProviderCard
              provider={onMap}
              onClose={() => dispatch({ type: 'close-map-card' })}
            />
          )}
        </Stack>
      )}
      {providers.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('listLabel')}
        >
          {providers.map((provider) => (
            <ProviderCard
              key={provider.key}
              provider={provider}
              expanded={selection.expanded.has(provider.key)}
              selected={selection.selected === provider.key}
              onToggle={onToggleCard}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
