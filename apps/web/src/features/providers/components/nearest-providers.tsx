import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconInfoCircle, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProviders, type ProviderSearch } from '../../../api/providers';
import type { ProviderView } from '../../../lib/providers/provider-view';
import classes from './nearest-providers.module.css';
import { ProviderSummary } from './provider-summary';

/** How many providers the block names; the full list is one click away. */
export const NEAREST_SHOWN = 3;

/** E-mail and phone as links, or that none is given. */
function ContactLine({ provider }: { provider: ProviderView }) {
  const { t } = useTranslation('providers');
  const { email, phone } = provider.contact;
  if (!email && !phone) {
    return (
      <Text size="sm" c="dimmed">
        {t('nearest.noContact')}
      </Text>
    );
  }
  return (
    <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
      {provider.contactPerson && <Text size="sm">{provider.contactPerson}</Text>}
      {email && (
        <Group gap={4} wrap="nowrap" miw={0}>
          <IconMail size={14} aria-hidden color="var(--mantine-color-gray-6)" />
          <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Anchor>
        </Group>
      )}
      {phone && (
        <Group gap={4} wrap="nowrap">
          <IconPhone size={14} aria-hidden color="var(--mantine-color-gray-6)" />
          <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm">
            {phone}
          </Anchor>
        </Group>
      )}
    </Group>
  );
}

/**
 * The nearest providers of the solution near the top of Solution Details: name, place, distance
 * and contact of the first few, and the way to the full list with its map (the Provider
 * Companies card, spec part 1 §2). The same question as the card, so it is asked once.
 */
export function NearestProviders({
  search,
  onShowAll,
}: {
  search: ProviderSearch;
  /** Opens the Provider Companies card and takes the user there. */
  onShowAll(): void;
}) {
  const { t } = useTranslation('providers');
  const { list, isPending, isError } = useProviders(search);
  const { providers } = list;
  const nearest = providers.slice(0, NEAREST_SHOWN);
  const located = search.position !== null;
  const titleId = 'nearest-providers-title';

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={titleId}
      component="section"
    >
      <Stack gap="sm">
        <Title order={2} fz={{ base: 18, sm: 20 }} id={titleId}>
          {located ? t('nearest.title') : t('nearest.titleUnlocated')}
        </Title>
        {isPending ? (
          <Stack gap="xs" role="status" aria-label={t('loading')}>
            <Skeleton h={18} w="60%" />
            <Skeleton h={14} w="40%" />
          </Stack>
        ) : isError ? (
          <Text size="sm" c="dimmed">
            {t('nearest.failed')}
          </Text>
        ) : nearest.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('nearest.none')}
          </Text>
        ) : (
          <>
            {!located && search.origin === 'dataset' && (
              <Text size="sm" c="dimmed">
                {t('noLocation')}
              </Text>
            )}
            <Stack component="ul" gap="sm" className={classes.list}>
              {nearest.map((provider) => (
                <li key={provider.key} className={classes.item}>
                  <Stack gap={4}>
                    <ProviderSummary provider={provider} decimals={1} />
                    <ContactLine provider={provider} />
                  </Stack>
                </li>
              ))}
            </Stack>
            {nearest.some((p) => p.isSample) && (
              <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} p="xs">
                <Text size="sm">{t('sampleNoticeSome')}</Text>
              </Alert>
            )}
            <Group>
              <Button
                variant="light"
                onClick={onShowAll}
                leftSection={<IconArrowDown size={16} aria-hidden />}
              >
                {providers.length > NEAREST_SHOWN
                  ? t('nearest.showAll', { count: providers.length })
                  : t('nearest.showDetails')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
