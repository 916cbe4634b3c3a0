import {
  distanceKm,
  ROAD_CIRCUITY_FACTOR,
  TRANSPORT_HELP_CO2_PER_TONNE_KM,
  TRANSPORT_PER_TONNE_KM,
} from '@foodhub/domain';
import {
  Alert,
  Button,
  Group,
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
import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransportPlace, TransportResponse } from '@foodhub/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format-number';
import { locatedPlaceText } from '../../../lib/located-place';
import { formatKm } from '../../../lib/providers/provider-format';
import { useStepperStore } from '../../../stores/stepper-store';
import { transportFailureMessage, transportQueryOptions } from '../../../api/transport';
import { tripOf, useCurrentTransportResult, useSelectedProvider } from '../hooks/use-analysis';
import { providerAddressText } from '../lib/provider-address';
import {
  calculateBlocker,
  defaultWeightKg,
  followSurplus,
  minimumWeightKg,
} from '../lib/transport-weight';
import { useAnalysisStore, type TransportFormPoint } from '../store';
import { TransportWeightField } from './transport-weight-field';
import { AnalysisStepCard } from './analysis-step-card';

const RouteMap = lazy(() => import('./route-map'));

export { minimumWeightKg };

/**
 * The straight-line distance between the two located ends, rounded to metres and shown with one
 * decimal as the provider list shows its distance (the same measure of the same points).
 */
export function straightLineText(result: TransportResponse, language: string): string {
  const metres = Math.round(distanceKm(result.source, result.destination) * 1000);
  return formatKm(metres, 1, language);
}

/**
 * How the road distance was found, with the straight-line distance between the same points:
 * 'by road (estimate: 7.7 km straight line × 1.3)'.
 */
export function roadDistanceRule(
  result: TransportResponse,
  t: TFunction<'analysis'>,
  language: string,
): string {
  const straight = straightLineText(result, language);
  if (result.minimum_distance_km !== null) return t('transport.rule.minimum', { straight });
  if (result.route_geojson.properties.method === 'osrm') {
    return t('transport.rule.osrm', { straight });
  }
  const factor = formatNumber(ROAD_CIRCUITY_FACTOR, { maximumFractionDigits: 1 }, language);
  return t('transport.rule.estimate', { straight, factor });
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
  const companyGeo = useStepperStore((s) => s.companyProfile.location_geo);
  const locatedAs = useStepperStore((s) => s.companyProfile.locatedAs);
  const minimum = minimumWeightKg(surplusKg);
  const blockerId = useId();

  // First visit: the addresses and the weight come from the company, the provider and the surplus,
  // with the points the provider list measured its distance between (the company's location_geo,
  // the provider's coordinates), so the route joins the same two points.
  useEffect(() => {
    // Waits for the chosen provider's entry when its list is not held yet.
    if (form || (providerKey !== null && !provider)) return;
    const destination = provider ? providerAddressText(provider) : '';
    let sourcePoint: TransportFormPoint | null = null;
    if (companyGeo && defaultSource) {
      const [lon, lat] = companyGeo.coordinates;
      sourcePoint = { text: defaultSource, lat, lon };
      if (locatedAs?.found) sourcePoint.precision = locatedAs.precision;
    }
    const destinationPoint: TransportFormPoint | null =
      provider?.position && destination
        ? { text: destination, lat: provider.position[0], lon: provider.position[1] }
        : null;
    setTransportForm({
      source: defaultSource,
      destination,
      weightKg: defaultWeightKg(surplusKg),
      weightForKg: surplusKg,
      sourcePoint,
      destinationPoint,
    });
  }, [
    form,
    defaultSource,
    provider,
    providerKey,
    surplusKg,
    companyGeo,
    locatedAs,
    setTransportForm,
  ]);
  // A form kept from an earlier analysis: its weight follows the surplus of this one, unless
  // the user typed their own for this surplus.
  useEffect(() => {
    if (!form) return;
    const followed = followSurplus(form, surplusKg);
    if (followed !== form) setTransportForm(followed);
  }, [form, surplusKg, setTransportForm]);
  // The trip of the result shown: which end was routed from the provider list's point.
  const trip = tripOf(form);

  const values = form ?? { source: '', destination: '', weightKg: null };
  const blocker = calculateBlocker({ ...values, minimumKg: minimum });
  const valid = blocker === null;
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
  /**
   * How exactly an end was located. An end routed from its point says where that point comes
   * from when nothing more is known of it: the provider list, or the company's data (restored
   * from an account, without how exactly it was once located).
   */
  const placePrecision = (end: 'source' | 'destination', place: TransportPlace) => {
    if (end === 'destination' && trip?.destinationPoint) return t('transport.listedLocation');
    if (end === 'source' && trip?.sourcePoint && !trip.sourcePoint.precision) {
      return t('transport.companyLocation');
    }
    return t(`common:geocodePrecision.${place.precision}`);
  };
  const number = (value: number, digits: number) =>
    formatNumber(
      value,
      { minimumFractionDigits: digits, maximumFractionDigits: digits },
      i18n.language,
    );

  return (
    <AnalysisStepCard step="transport">
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
              onChange={(e) => setTransportForm({ ...values, destination: e.currentTarget.value })}
              required
              maxLength={300}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TransportWeightField
              weightKg={values.weightKg}
              minimumKg={minimum}
              checked={form !== null}
              onChange={(weightKg) =>
                // Typed for this surplus: it stays while the surplus does.
                setTransportForm({ ...values, weightKg, weightForKg: surplusKg })
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
              {t('transport.help', {
                value: number(TRANSPORT_HELP_CO2_PER_TONNE_KM, 1),
                exact: number(TRANSPORT_PER_TONNE_KM.co2, 2),
              })}
            </Text>
          </Group>
          <Group gap="sm" align="center">
            <Button
              type="submit"
              // Unavailable, yet still reached with Tab: it says why beside it.
              aria-disabled={!valid || undefined}
              data-disabled={!valid || undefined}
              aria-describedby={blocker && form ? blockerId : undefined}
              loading={mutation.isPending}
              leftSection={<IconCalculator size={16} aria-hidden />}
            >
              {t('transport.calculate')}
            </Button>
            {blocker && form && (
              <Text size="sm" id={blockerId}>
                {blocker === 'weight'
                  ? t('transport.cannotCalculate.weight', {
                      x: formatNumber(minimum, { maximumFractionDigits: 3 }, i18n.language),
                    })
                  : t('transport.cannotCalculate.addresses')}
              </Text>
            )}
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
                {number(result.distance_km, 1)} km
              </Text>
              <Text size="sm" c="dimmed" data-testid="transport-distance-rule">
                {roadDistanceRule(result, t, i18n.language)}
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
                  precision: placePrecision(end, result[end]),
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
              km: number(result.minimum_distance_km ?? result.distance_km, 1),
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
    </AnalysisStepCard>
  );
}
