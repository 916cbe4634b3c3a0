import { Anchor, Badge, Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBan, IconMoodEmpty } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatchResult } from '../../../api/match';
import { categoryLabel } from '../../../components/catalogue-labels';
import { pathTo } from '../../../config/paths';
import { DONATION_CATEGORY, exclusionReasons } from '../../../lib/excluded-reasons';

/**
 * Select Solution when the match offers no donation to people (spec part 2 §2: the report
 * covers category Reuse (human) only). When the matching left the donations out, it says that
 * this surplus cannot be donated and why, in the answer's own reasons, with how the surplus was
 * read when the matching inferred it; then the routes it found instead, each opening its details.
 * Without such reasons (nothing was left out, the surplus could not be read) it asks the user to
 * look at the entries, as before.
 */
export function NoDonation({ match }: { match: MatchResult | undefined }) {
  const { t } = useTranslation(['analysis', 'catalogue']);
  const reasonsId = useId();
  const insteadId = useId();
  const reasons = exclusionReasons(match?.details.excluded ?? [], DONATION_CATEGORY);
  const reading = match?.details.surplus ?? null;
  const instead = match?.solutions ?? [];
  const excluded = reasons.length > 0;
  // How the surplus was read, when words decided it: the user may correct a wrong reading.
  const readingNote =
    reading?.message && (reading.state_source === 'inferred' || !reading.readable)
      ? reading.message
      : null;

  return (
    <Stack gap="md" py="sm">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color={excluded ? 'orange' : 'gray'}>
          {excluded ? <IconBan aria-hidden /> : <IconMoodEmpty aria-hidden />}
        </ThemeIcon>
        <Title order={3} fz="lg">
          {excluded ? t('solution.cannotDonate.title') : t('solution.emptyTitle')}
        </Title>
        <Text c="dimmed" maw={560}>
          {excluded ? t('solution.cannotDonate.text') : t('solution.emptyText')}
        </Text>
      </Stack>
      {excluded && (
        <section aria-labelledby={reasonsId}>
          <Title order={4} fz="md" id={reasonsId} mb={6}>
            {t('solution.cannotDonate.why', { count: reasons.length })}
          </Title>
          <List spacing="xs" size="sm">
            {reasons.map((r) => (
              <List.Item key={r.reason}>
                {r.reason}
                {r.safety && (
                  <Badge ml="xs" size="sm" variant="light" color="red" tt="none">
                    {t('solution.cannotDonate.safety')}
                  </Badge>
                )}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {readingNote && (
        <Text size="sm" c="dimmed">
          {readingNote}
        </Text>
      )}
      {instead.length > 0 && (
        <section aria-labelledby={insteadId}>
          <Title order={4} fz="md" id={insteadId} mb={4}>
            {t('solution.cannotDonate.insteadTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb={6}>
            {t('solution.cannotDonate.insteadText')}
          </Text>
          <List spacing="xs" size="sm">
            {instead.map((solution) => (
              <List.Item key={solution.id}>
                <Anchor
                  component={Link}
                  to={pathTo('solution-details', { id: solution.id })}
                  size="sm"
                >
                  {solution.name ?? t('solution.unnamed')}
                </Anchor>
                {solution.category && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    ({categoryLabel(solution.category, t)})
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      <Group justify="center" gap="sm">
        <Button
          component={Link}
          to={pathTo('solutions')}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('solution.backToSolutions')}
        </Button>
        <Button
          component={Link}
          to={pathTo('food-surplus')}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('solution.emptyBack')}
        </Button>
      </Group>
    </Stack>
  );
}
