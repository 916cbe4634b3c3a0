import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './solutions-step.module.css';
import { useMatch } from '../../../api/match';
import { EmptySolutions } from './empty-solutions';
import { ExcludedRoutes } from './excluded-routes';
import { HelpPanel } from './help-panel';
import { ScoreLegend } from './score-legend';
import { SolutionsList } from './solutions-list';
import { SurplusReadingAlert } from './surplus-reading';

/** Step 3, Solutions Found: the help, then the ranked list or the empty state. */
export function SolutionsStep() {
  const { t } = useTranslation('matching');
  // The answer Find Solutions fetched for these entries (kept across reloads); never fetched here.
  const match = useMatch({ enabled: false }).data;
  const solutions = match?.solutions ?? [];
  const reading = match?.details.surplus ?? null;
  // Arriving here (after Find Solutions) focus goes to the heading: Tab then reaches the cards.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={2} ref={headingRef} tabIndex={-1} className={classes.focusTarget}>
            {t('list.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {solutions.length > 0
              ? t('list.subtitle', { count: solutions.length })
              : t('list.subtitleEmpty')}
          </Text>
        </div>
        {reading && <SurplusReadingAlert reading={reading} />}
        {solutions.length === 0 && <EmptySolutions />}
        <HelpPanel id="solutions" title={t('help.title')}>
          <Stack gap="xs">
            <Text size="sm">{t('help.intro')}</Text>
            <ScoreLegend />
            <Text size="sm">{t('help.factors')}</Text>
            <Text size="sm">{t('help.conditional')}</Text>
          </Stack>
        </HelpPanel>
        {match && solutions.length > 0 && <SolutionsList match={match} />}
        <ExcludedRoutes
          routes={match?.details.excluded ?? []}
          offered={solutions.flatMap((s) =>
            s.raw.solution_origin === 'dataset' ? [s.raw.end_use] : [],
          )}
        />
      </Stack>
    </Container>
  );
}
