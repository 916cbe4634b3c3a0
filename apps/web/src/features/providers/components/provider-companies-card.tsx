import { NEARBY_RADIUS_KM } from '@foodhub/domain';
import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderCompanies, type ProviderSearch } from '../../../api/providers';
import { allExpanded, noSelection, selectionReducer } from '../provider-selection';
import { formatNumber } from '../../../lib/format-number';
import type { ProviderView } from '../../../lib/providers/provider-view';
import { ProviderCard } from './provider-card';
import { SelectedProviderCard } from './selected-provider-card';

// Leaflet is only fetched when the section is first shown, alongside the provider list. Once
// loaded the map renders directly: a lazy component suspends on its first render even then, and
// React holds a revealed fallback for 300 ms.
let loadedMap: typeof import('./provider-map').default | null = null;
const loadProviderMap = () =>
  import('./provider-map').then((module) => {
    loadedMap = module.default;
    return module;
  });
const LazyProviderMap = lazy(loadProviderMap);

/**
 * Card 3 of Solution Details, 'Provider Companies' (spec part 1 §2, §4): hidden until the user
 * shows it; then the count, the map and the cards, nearest first, for either origin.
 */
export function ProviderCompaniesCard({
  search,
  onProviders,
}: {
  search: ProviderSearch;
  /** Told each time the list changes, e.g. so the chatbot knows what the user sees. */
  onProviders?: (providers: ProviderView[]) => void;
}) {
  const { t, i18n } = useTranslation('providers');
  const [shown, setShown] = useState(false);
  const data = useProviderCompanies(search);
  const { providers, total } = data.list;
  const keys = useMemo(() => providers.map((p) => p.key), [providers]);
  useEffect(() => onProviders?.(providers), [providers, onProviders]);
  const [selection, dispatch] = useReducer(selectionReducer, noSelection);
  // A new list (a retry) starts with every card closed: reset while rendering, not in an effect
  // that would draw all cards twice (react.dev 'Adjusting some state when a prop changes').
  const [selectionOf, setSelectionOf] = useState(providers);
  if (selectionOf !== providers) {
    setSelectionOf(providers);
    dispatch({ type: 'reset' });
  }

  const toggleShown = () => {
    if (!shown) {
      data.load();
      void loadProviderMap();
    }
    setShown(!shown);
  };
  const onToggleCard = useCallback((key: string) => dispatch({ type: 'toggle-card', key }), []);
  const onMarkerClick = useCallback((key: string) => dispatch({ type: 'marker-click', key }), []);
  const ProviderMap = loadedMap ?? LazyProviderMap;
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
  const bodyId = 'provider-companies-body';

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz={{ base: 18, sm: 20 }}>
            {t('title')}
          </Title>
          <Button
            variant={shown ? 'default' : 'filled'}
            onClick={toggleShown}
            aria-expanded={shown}
            aria-controls={bodyId}
            leftSection={
              shown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
            }
          >
            {shown ? t('hide') : t('show')}
          </Button>
        </Group>
        {shown && (
          <Stack gap="md" id={bodyId}>
            {data.loading ? (
              <Group gap="sm" role="status">
                <Loader size="sm" />
                <Text>{t('loading')}</Text>
              </Group>
            ) : (
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
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
