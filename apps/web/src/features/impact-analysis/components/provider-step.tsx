import { Badge, Button, Group, Loader, Radio, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingWarehouse, IconMapPin, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import { formatNumber } from '../../../lib/format-number';
import { useProviderAction } from '../../../lib/providers/provider-action-slot';
import { placeText } from '../../../lib/providers/provider-format';
import { useAnalysisProviders, useSelectedSolution } from '../hooks/use-analysis';
import { useAnalysisStore } from '../store';
import classes from './choice-list.module.css';
import { AnalysisStepCard } from './analysis-step-card';

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
  const { t, i18n } = useTranslation(['analysis', 'providers']);
  const solution = useSelectedSolution();
  // The same question as Solution Details asks: the same providers, order and marks.
  const { list, isLoading: loading } = useAnalysisProviders();
  const views = list.providers;
  const selectedKey = useAnalysisStore((s) => s.selectedProviderKey);
  const selectProvider = useAnalysisStore((s) => s.selectProvider);
  // What the page offers to do with the chosen provider ('Offer this surplus').
  const action = useProviderAction();
  const chosen = views.find((view) => view.key === selectedKey) ?? null;
  const format = (km: number) =>
    formatNumber(km, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, i18n.language);

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
      <Radio.Group value={selectedKey} onChange={selectProvider} label={t('provider.label')}>
        <Stack gap="xs" mt="xs">
          {views.map((view) => {
            const km = view.distanceM === null ? null : view.distanceM / 1000;
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
                      {!view.suitable && (
                        // The same mark Solution Details shows for this provider.
                        <Badge color="orange" variant="outline" size="sm" tt="none">
                          {t('providers:badges.unsuitable')}
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
    if (chosen && action) {
      body = (
        <Stack gap="md">
          {body}
          {action(chosen)}
        </Stack>
      );
    }
  }

  return <AnalysisStepCard step="provider">{body}</AnalysisStepCard>;
}
