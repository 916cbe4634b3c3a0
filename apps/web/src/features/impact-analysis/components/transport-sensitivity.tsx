import {
  climateSensitivity,
  DEDICATED_VAN_CO2_PER_KM,
  FAR_PROVIDER_KM,
  ROAD_CIRCUITY_FACTOR,
  TRANSPORT_PER_TONNE_KM,
  type ImpactReportInput,
} from '@foodhub/domain';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconTruck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import { useAnalysisProviders, useSelectedProvider } from '../hooks/use-analysis';
import { useFormat } from './report-results';

interface TransportSensitivityProps {
  input: ImpactReportInput;
  transport: { distanceKm: number; weightKg: number };
}

/**
 * Beside the spec's tonne-km rule: what one donation's climate result becomes with a dedicated
 * van round trip, the break-even distances, and a warning pointing to nearer providers when the
 * chosen one is far or its transport outweighs the avoided impacts. A nearer provider is offered
 * only when the provider list holds one; a list that holds none says so instead.
 */
export function TransportSensitivity({ input, transport }: TransportSensitivityProps) {
  const { t } = useTranslation('analysis');
  const { format, distance } = useFormat();
  const s = climateSensitivity(input, transport);
  const net = (value: number) =>
    value < 0
      ? t('report.sensitivity.saving', { value: format(-value) })
      : t('report.sensitivity.burden', { value: format(value) });
  const far = transport.distanceKm > FAR_PROVIDER_KM;
  const outweighed = s.tonneKmNet > 0;
  // The chosen solution's provider list, as Select Provider holds it; asked for only when the
  // warning shows and the list is not held (a report opened straight after a reload).
  const providerList = useAnalysisProviders({ fetch: far || outweighed });
  const { providers } = providerList.list;
  const listHeld = providerList.data !== undefined;
  const selected = useSelectedProvider();
  // Providers nearer than the chosen one, by the same straight-line distance the provider step
  // shows (the road distance of the transport step is longer by its circuity).
  const nearer = useMemo(() => {
    const kmOf = (distanceM: number | null) => (distanceM === null ? null : distanceM / 1000);
    const limit = kmOf(selected?.distanceM ?? null) ?? transport.distanceKm / ROAD_CIRCUITY_FACTOR;
    return providers
      .map((view) => ({ view, km: kmOf(view.distanceM) }))
      .filter(
        (p): p is typeof p & { km: number } =>
          p.km !== null && p.km < limit && p.view.key !== selected?.key,
      )
      .sort((a, b) => a.km - b.km)
      .slice(0, 3);
  }, [providers, selected, transport.distanceKm]);

  return (
    <Stack gap="sm" data-testid="transport-sensitivity">
      {(far || outweighed) && (
        <Alert
          color="orange"
          icon={<IconMapPin aria-hidden />}
          title={t('report.far.title')}
          data-testid="far-provider"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('report.far.text', { km: distance(transport.distanceKm) })}{' '}
              {outweighed && t('report.far.outweighs')}
            </Text>
            {nearer.length > 0 && (
              <Text size="sm" data-testid="nearer-providers">
                {t('report.far.nearer', {
                  providers: nearer
                    .map(({ view, km }) =>
                      t('report.far.provider', {
                        name: view.name ?? t('report.far.unnamed'),
                        km: distance(km),
                      }),
                    )
                    .join(', '),
                })}
              </Text>
            )}
            {nearer.length === 0 ? (
              listHeld && (
                <Text size="sm" data-testid="no-nearer-provider">
                  {t('report.far.noNearer')}
                </Text>
              )
            ) : (
              <Button
                component={Link}
                to={pathTo('lca-provider')}
                size="xs"
                variant="light"
                color="orange"
              >
                {t('report.far.choose')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Title order={3} fz="lg">
        <IconTruck size={18} aria-hidden style={{ verticalAlign: -2, marginRight: 6 }} />
        {t('report.sensitivity.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('report.sensitivity.intro')}
      </Text>
      <Stack component="ul" gap={4} m={0} pl="lg">
        <Text component="li" size="sm">
          {t('report.sensitivity.tonneKm', {
            factor: format(TRANSPORT_PER_TONNE_KM.co2),
            transport: format(s.tonneKmTransport),
            net: net(s.tonneKmNet),
          })}
        </Text>
        <Text component="li" size="sm" data-testid="dedicated-trip">
          {t('report.sensitivity.dedicated', {
            km: distance(2 * transport.distanceKm),
            factor: format(DEDICATED_VAN_CO2_PER_KM),
            transport: format(s.dedicatedTripTransport),
            net: net(s.dedicatedTripNet),
          })}
        </Text>
        <Text component="li" size="sm" data-testid="break-even">
          {s.breakEvenKmTonneKm === null
            ? t('report.sensitivity.breakEvenDedicatedOnly', {
                dedicated: format(s.breakEvenKmDedicatedTrip),
              })
            : t('report.sensitivity.breakEven', {
                tonneKm: format(s.breakEvenKmTonneKm),
                dedicated: format(s.breakEvenKmDedicatedTrip),
              })}
        </Text>
      </Stack>
    </Stack>
  );
}
