import {
  ROAD_CIRCUITY_FACTOR,
  TRANSPORT_HELP_CO2_PER_TONNE_KM,
  TRANSPORT_PER_TONNE_KM,
} from '@foodhub/domain';
import {
  Alert,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconCalculator, IconInfoCircle, IconTruck } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransportPlace } from '@foodhub/contracts';
import { formatNumber } from '../../../lib/format-number';
import { locatedPlaceText } from '../../../lib/located-place';
import { transportFailureMessage, transportQueryOptions } from '../../../api/transport';
import { tripOf, useCurrentTransportResult, useSelectedProvider } from '../hooks/use-analysis';
import { providerAddressText } from '../lib/provider-address';
import { useAnalysisStore } from '../store';

const RouteMap = lazy(() => import('./route-map'));

/** The weight field's rule (spec part 2 §5): a positive number, at least the surplus amount. */
export function minimumWeightKg(surplusKg: number | null): number {
  return surplusKg !== null && surplusKg > 0 ? surplusKg : 1;
}

interface TransportStepProps {
  /** The company's address as one text: the default source. */
  defaultSource: string;
  /** The surplus amount in kg (one donation), or null when none was entered. */
  surplusKg: number | null;
}

/**
 * Step 4, Transport & Emissions (spec part 2 §2, §5, §8): the route from the company to the
 * chosen provider, road only, for a total weight of at least the donated amount.
 */
export function TransportStep({ defaultSource, surplusKg }: TransportStepProps) {
  const { t, i18n } = useTranslation('analysis');
  const queryClient = useQueryClient();
  const provider = useSelectedProvider();
  const providerKey = useAnalysisStore((s) => s.selectedProviderKey);
  const form = useAnalysisStore((s) => s.transportForm);
  const result = useCurrentTransportResult();
  const setTransportForm = useAnalysisStore((s) => s.setTransportForm);
  const minimum = minimumWeightKg(surplusKg);

  // First visit: the addresses and the weight come from the company, the provider and the surplus.
  useEffect(() => {
    // Waits for the chosen provider's entry when its list is not held yet.
    if (form || (providerKey !== null && !provider)) return;
    setTransportForm({
      source: defaultSource,
      destination: provider ? providerAddressText(provider) : '',
      weightKg: surplusKg !== null && surplusKg > 0 ? surplusKg : null,
    });
  }, [form, defaultSource, provider, providerKey, surplusKg, setTransportForm]);

  const values = form ?? { source: '', destination: '', weightKg: null };
  const weightValid = values.weightKg !== null && values.weightKg >= minimum;
  const valid = weightValid && values.source.trim() !== '' && values.destination.trim() !== '';
  // The result is a query keyed by the trip: the same trip is never calculated twice.
  const mutation = useMutation({
    mutationFn: async () => {
      const trip = tripOf(values);
      if (trip) await queryClient.fetchQuery(transportQueryOptions(trip));
    },
  });
  /** '8010 Graz, Austria': what the server located, else the text the user typed. */
  const placeLabel = (place: TransportPlace) =>
    locatedPlaceText(place.matched, i18n.language) || place.label;
  const number = (value: number, digits: number) =>
    formatNumber(
      value,
      { minimumFractionDigits: digits, maximumFractionDigits: digits },
      i18n.language,
    );

  return (
    <Container size="md" py="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {t('stepper.steps.transport')}
          </Title>
          <Text c="dimmed">{t('transport.intro')}</Text>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (valid && !mutation.isPending) mutation.mutate();
            }}
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('transport.source')}
                  value={values.source}
                  onChange={(e) => setTransportForm({ ...values, source: e.currentTarget.value })}
                  required
                  maxLength={300}
                />
                <TextInput
                  label={t('transport.destination')}
                  value={values.destination}
                  onChange={(e) =>
                    setTransportForm({ ...values, destination: e.currentTarget.value })
                  }
                  required
                  maxLength={300}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NumberInput
                  label={t('transport.weight')}
                  description={t('transport.weightHint')}
                  value={values.weightKg ?? ''}
                  onChange={(value) =>
                    setTransportForm({
                      ...values,
                      weightKg: typeof value === 'number' && Number.isFinite(value) ? value : null,
                    })
                  }
                  min={minimum}
                  // A weight below the minimum stays as typed and shows the spec's message.
                  clampBehavior="none"
                  step={1}
                  max={100_000}
                  suffix=" kg"
                  required
                  error={
                    form && !weightValid
                      ? t('transport.weightError', { x: number(minimum, 0) })
                      : undefined
                  }
                />
                <TextInput
                  label={t('transport.mode')}
                  value={t('transport.road')}
                  readOnly
                  leftSection={<IconTruck size={16} aria-hidden />}
                />
              </SimpleGrid>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconInfoCircle size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
                <Text size="sm" c="dimmed">
                  {t('transport.help', { value: number(TRANSPORT_HELP_CO2_PER_TONNE_KM, 1) })}
                </Text>
              </Group>
              <Group>
                <Button
                  type="submit"
                  disabled={!valid || mutation.isPending}
                  loading={mutation.isPending}
                  leftSection={<IconCalculator size={16} aria-hidden />}
                >
                  {t('transport.calculate')}
                </Button>
              </Group>
            </Stack>
          </form>
          {mutation.isError && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {transportFailureMessage(mutation.error, t, t('transport.failed'))}
            </Alert>
          )}
          {result && (
            <Stack gap="xs" aria-live="polite">
              <Title order={3} fz="md">
                {t('transport.resultTitle')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Paper withBorder radius="md" p="sm">
                  <Text size="sm" c="dimmed">
                    {t('transport.distance')}
                  </Text>
                  <Text fw={700} fz="xl" data-testid="transport-distance">
                    {number(result.distance_km, 2)} km
                  </Text>
                </Paper>
                <Paper withBorder radius="md" p="sm">
                  <Text size="sm" c="dimmed">
                    {t('transport.co2e')}
                  </Text>
                  <Text fw={700} fz="xl" data-testid="transport-co2e">
                    {number(result.co2e_kg, 2)} kg CO2-eq
                  </Text>
                </Paper>
              </SimpleGrid>
              <Stack gap={2} data-testid="transport-places">
                {(['source', 'destination'] as const).map((end) => (
                  <Text size="sm" key={end}>
                    {t(end === 'source' ? 'transport.locatedFrom' : 'transport.locatedTo', {
                      place: placeLabel(result[end]),
                      precision: t(`common:geocodePrecision.${result[end].precision}`),
                    })}
                  </Text>
                ))}
              </Stack>
              {result.minimum_distance_km !== null ? (
                <Text size="sm" data-testid="transport-minimum">
                  {t('transport.minimumDistance', { km: number(result.minimum_distance_km, 0) })}
                </Text>
              ) : (
                (result.source.precision !== 'address' ||
                  result.destination.precision !== 'address') && (
                  <Text size="sm" c="dimmed">
                    {t('transport.centres')}
                  </Text>
                )
              )}
              <Text size="sm" c="dimmed" data-testid="transport-formula">
                {t('transport.formula', {
                  factor: number(TRANSPORT_PER_TONNE_KM.co2, 2),
                  tons: number(result.transport_weight_kg / 1000, 3),
                  km: number(result.minimum_distance_km ?? result.distance_km, 2),
                  source:
                    result.minimum_distance_km !== null
                      ? t('transport.formulaSource.minimum', {
                          km: number(result.minimum_distance_km, 0),
                        })
                      : result.route_geojson.properties.method === 'osrm'
                        ? t('transport.formulaSource.osrm')
                        : t('transport.formulaSource.estimate', {
                            factor: number(ROAD_CIRCUITY_FACTOR, 1),
                          }),
                })}
              </Text>
            </Stack>
          )}
          <Suspense fallback={<Skeleton h={320} radius="md" />}>
            <RouteMap result={result} />
          </Suspense>
        </Stack>
      </Paper>
    </Container>
  );
}
