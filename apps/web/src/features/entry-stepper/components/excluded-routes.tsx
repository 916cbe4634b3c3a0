import type { ExcludedSolution } from '@foodhub/contracts';
import { Accordion, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../../components/catalogue-labels';

/** Excluded routes grouped by their reason, in the answer's order. */
function byReason(routes: ExcludedSolution[]): [string, ExcludedSolution[]][] {
  const groups = new Map<string, ExcludedSolution[]>();
  for (const route of routes)
    groups.set(route.reason, [...(groups.get(route.reason) ?? []), route]);
  return [...groups.entries()];
}

function ReasonGroups({ routes }: { routes: ExcludedSolution[] }) {
  const { t } = useTranslation(['matching', 'catalogue']);
  return (
    <Stack gap="md">
      {byReason(routes).map(([reason, group]) => (
        <div key={reason}>
          <Text size="sm" fw={500}>
            {reason}
          </Text>
          <List size="sm" mt={4} spacing={2}>
            {group.map((route) => (
              <List.Item key={route.solution_id}>
                {route.process_name}{' '}
                <Text span c="dimmed" size="sm">
                  ({categoryLabel(route.solution_category, t)})
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}

/**
 * 'Why not donation?': the routes the matching left out and the rule behind each, safety rules
 * first (the law and guidance that keep unsafe food from people and animals), then the routes
 * that simply do not fit.
 */
export function ExcludedRoutes({ routes }: { routes: ExcludedSolution[] }) {
  const { t } = useTranslation('matching');
  if (routes.length === 0) return null;
  const safety = routes.filter((r) => r.safety);
  const others = routes.filter((r) => !r.safety);
  const noDonation = routes.some((r) => r.end_use === 'human_food');
  return (
    <section aria-labelledby="excluded-routes-title">
      <Title order={3} fz="lg" id="excluded-routes-title" mb="xs">
        {noDonation ? t('excluded.titleDonation') : t('excluded.title')}
      </Title>
      <Accordion variant="separated" multiple defaultValue={safety.length > 0 ? ['safety'] : []}>
        {safety.length > 0 && (
          <Accordion.Item value="safety">
            <Accordion.Control>{t('excluded.safety', { count: safety.length })}</Accordion.Control>
            <Accordion.Panel>
              <ReasonGroups routes={safety} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
        {others.length > 0 && (
          <Accordion.Item value="others">
            <Accordion.Control>{t('excluded.others', { count: others.length })}</Accordion.Control>
            <Accordion.Panel>
              <ReasonGroups routes={others} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
      </Accordion>
    </section>
  );
}
