import type { ExcludedSolution } from '@foodhub/contracts';
import type { EndUse } from '@foodhub/domain';
import { Accordion, List, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../../components/catalogue-labels';

/** The questions a left-out route answers, in the order they are asked. */
const GROUPS = ['donation', 'feed', 'other'] as const;
type Group = (typeof GROUPS)[number];

const FEED: readonly EndUse[] = ['farmed_animal_feed', 'pet_food', 'zoo_animal_feed'];

/**
 * The question a left-out route answers. 'Why not donation?' is asked only when no route to
 * people is offered, 'Why not animal feed?' only when no feed route is: a food bank at rank 1
 * does not sit under 'Why not donation?'; the other routes to people then go with the rest.
 */
function groupOf(route: ExcludedSolution, offered: ReadonlySet<EndUse>): Group {
  if (route.end_use === 'human_food') return offered.has('human_food') ? 'other' : 'donation';
  if (!FEED.includes(route.end_use)) return 'other';
  return FEED.some((use) => offered.has(use)) ? 'other' : 'feed';
}

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
 * One question ('Why not donation?'): its routes, safety rules open, the rest behind a toggle. A
 * closed part is drawn when first opened: it can hold a few hundred elements the step's first
 * render would otherwise build unseen.
 */
function ExcludedGroup({ group, routes }: { group: Group; routes: ExcludedSolution[] }) {
  const { t } = useTranslation('matching');
  const titleId = useId();
  const safety = routes.filter((r) => r.safety);
  const others = routes.filter((r) => !r.safety);
  const [open, setOpen] = useState(safety.length > 0 ? ['safety'] : []);
  const [drawn, setDrawn] = useState(open);
  const toggle = (value: string[]) => {
    setOpen(value);
    setDrawn((before) => [...new Set([...before, ...value])]);
  };
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} fz="lg" id={titleId} mb="xs">
        {t(`excluded.why.${group}`)}
      </Title>
      <Accordion variant="separated" multiple value={open} onChange={toggle}>
        {safety.length > 0 && (
          <Accordion.Item value="safety">
            <Accordion.Control>{t('excluded.safety', { count: safety.length })}</Accordion.Control>
            <Accordion.Panel>
              {drawn.includes('safety') && <ReasonGroups routes={safety} />}
            </Accordion.Panel>
          </Accordion.Item>
        )}
        {others.length > 0 && (
          <Accordion.Item value="others">
            <Accordion.Control>{t('excluded.others', { count: others.length })}</Accordion.Control>
            <Accordion.Panel>
              {drawn.includes('others') && <ReasonGroups routes={others} />}
            </Accordion.Panel>
          </Accordion.Item>
        )}
      </Accordion>
    </section>
  );
}

/**
 * The routes the matching left out and the rule behind each, one question at a time: 'Why not
 * donation?' only when no route to people is offered, and first; then 'Why not animal feed?'
 * (when no feed route is offered); then the other routes. In each, the safety rules come first
 * (the law and guidance that keep unsafe food from people and animals), then the routes that
 * simply do not fit.
 */
export function ExcludedRoutes({
  routes,
  offered,
}: {
  routes: ExcludedSolution[];
  /** The end uses of the routes the answer offers. */
  offered: readonly EndUse[];
}) {
  if (routes.length === 0) return null;
  const offeredUses = new Set(offered);
  const grouped = GROUPS.map(
    (group) => [group, routes.filter((r) => groupOf(r, offeredUses) === group)] as const,
  );
  return (
    <Stack gap="lg">
      {grouped.map(([group, members]) =>
        members.length > 0 ? <ExcludedGroup key={group} group={group} routes={members} /> : null,
      )}
    </Stack>
  );
}
