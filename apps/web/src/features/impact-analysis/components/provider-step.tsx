import {
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconBuildingWarehouse, IconMapPin, IconRoute } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import { placeText } from '../../../lib/providers/provider-format';
import { toProviderViews } from '../../../lib/providers/provider-view';
import { providerDistanceKm } from '../lib/provider-distance';
import { useAnalysisStore } from '../store';
import classes from './choice-list.module.css';

function EmptyState({ title, text, back }: { title: string; text?: string; back: boolean }) {
  const { t } = useTranslation('analysis');
  return (
    <Stack align="center" gap="sm" py="lg" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconBuildingWarehouse aria-hidden />
      </ThemeIcon>
      <Title order={3} fz="lg">
        {title}
      </Title>
      {text && (
        <Text c="dimmed" maw={520}>
          {text}
        </Text>
      )}
      {back && (
        <Button
          component={Link}
          to={pathTo('lca-solution')}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('provider.backToSolution')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Step 3, Select Provider (spec part 2 §2): the selected solution's providers, distance with two
 * decimals; 'No Solution Selected' and 'No Provider Companies' when there is nothing to choose.
 */
export function ProviderStep() {
  const { t, i18n } = useTranslation('analysis');
  const solution = useAnalysisStore((s) => s.selectedSolution);
  const providers = useAnalysisStore((s) => s.providerCompanies);
  const selected = useAnalysisStore((s) => s.selectedProvider);
  const loading = useAnalysisStore((s) => s.isLoadingProviders);
  const selectProvider = useAnalysisStore((s) => s.selectProvider);
  const views = useMemo(() => toProviderViews(providers), [providers]);
  // After a reload the stored provider is a copy of the list's entry: compare by content.
  const selectedIndex = useMemo(() => {
    if (!selected) return -1;
    const wanted = JSON.stringify(selected);
    return providers.findIndex((p) => p === selected || JSON.stringify(p) === wanted);
  }, [providers, selected]);
  const selectedKey = selectedIndex >= 0 ? views[selectedIndex]!.key : null;
  const format = (km: number) =>
    new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(km);

  let body;
  if (!solution) {
    body = <EmptyState title={t('provider.noSolution')} text={t('provider.noSolutionText')} back />;
  } else if (loading) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('provider.loading')}</Text>
      </Group>
    );
  } else if (views.length === 0) {
    body = <EmptyState title={t('provider.empty')} text={t('provider.emptyText')} back />;
  } else {
    body = (
      <Radio.Group
        value={selectedKey}
        onChange={(key) => selectProvider(providers[views.findIndex((v) => v.key === key)] ?? null)}
        label={t('provider.label')}
      >
        <Stack gap="xs" mt="xs">
          {views.map((view, i) => {
            const km = providerDistanceKm(providers[i]!);
            const place = placeText(view.location, i18n.language);
            return (
              <Radio.Card key={view.key} value={view.key} className={classes.card} radius="md">
                <div className={classes.row}>
                  <Radio.Indicator mt={3} />
                  <div className={classes.body}>
                    <Group gap={6}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {view.name ?? t('provider.unnamed')}
                      </Text>
                      {view.isSample && (
                        <Badge color="yellow" variant="light" size="sm" tt="none">
                          {t('provider.sample')}
                        </Badge>
                      )}
                    </Group>
                    <Group gap="md" mt={2}>
                      <Group gap={4} wrap="nowrap">
                        <IconMapPin size={14} aria-hidden color="var(--mantine-color-gray-6)" />
                        <Text size="sm" c="dimmed">
                          {place ?? t('provider.notSpecified')}
                        </Text>
                      </Group>
                      {km !== null && (
                        <Group gap={4} wrap="nowrap">
                          <IconRoute size={14} aria-hidden color="var(--mantine-color-gray-6)" />
                          <Text size="sm" c="dimmed">
                            {t('provider.distance', { km: format(km) })}
                          </Text>
                        </Group>
                      )}
                    </Group>
                  </div>
                </div>
              </Radio.Card>
            );
          })}
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <Container size="md" py="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {t('stepper.steps.provider')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
