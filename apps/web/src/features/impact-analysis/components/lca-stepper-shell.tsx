import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconLeaf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { pathTo } from '../../../config/paths';
import { ClearDataButton } from '../../../components/clear-data-button';
import { StepperProgress } from '../../../components/stepper-progress';
import { StepContent } from '../../../components/step-content';
import { useQueryClient } from '@tanstack/react-query';
import { providersQueryOptions, useProviderSearch } from '../../../api/providers';
import { useAnalysisProgress, useSelectedSolution } from '../hooks/use-analysis';
import { isStepValid, LCA_STEPS, lcaStepIndexOf } from '../lib/steps';

/**
 * The impact analysis stepper (spec part 2 §2, §4): progress over the five steps, the step's
 * page, and Back / Clear All Data / Next. Next is enabled when the step is valid and reads
 * 'Create Environmental Impact Report' on the transport step; Back on the first step returns to
 * the solutions found.
 */
export function LcaStepperShell() {
  const { t } = useTranslation('analysis');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const index = Math.max(0, lcaStepIndexOf(pathname));
  const step = LCA_STEPS[index]!;
  const valid = isStepValid(step.route, useAnalysisProgress());
  const queryClient = useQueryClient();
  const providerSearch = useProviderSearch(useSelectedSolution());
  const firstActive = LCA_STEPS.findIndex((s) => !s.disabled);
  const isLast = index === LCA_STEPS.length - 1;
  const [advancing, setAdvancing] = useState(false);

  function back() {
    if (index <= firstActive) return void navigate(pathTo('solutions'));
    void navigate(pathTo(LCA_STEPS[index - 1]!.route));
  }

  async function next() {
    if (!valid || isLast) return;
    // Going from solution to provider first loads the solution's providers (spec part 2 §2).
    // A failure shows the step's empty list (spec part 2 §4).
    if (step.route === 'lca-solution' && providerSearch) {
      setAdvancing(true);
      await queryClient.prefetchQuery(providersQueryOptions(providerSearch));
      setAdvancing(false);
    }
    await navigate(pathTo(LCA_STEPS[index + 1]!.route));
  }

  const beforeLast = index === LCA_STEPS.length - 2;
  return (
    <>
      <Container size="md" pt={{ base: 'lg', sm: 48 }}>
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 24, sm: 32 }}>
              {t('stepper.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('stepper.subtitle')}
            </Text>
          </div>
          <StepperProgress
            steps={LCA_STEPS.map((s) => ({
              key: s.route,
              label: t(s.label),
              disabled: s.disabled,
            }))}
            active={index}
            label={t('stepper.listLabel')}
          />
        </Stack>
      </Container>
      <StepContent step={pathname}>
        <Outlet />
      </StepContent>
      <Container size="md" pb="xl">
        <Group justify="space-between" gap="sm" role="group" aria-label={t('stepper.actions')}>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={back}
            >
              {t('stepper.back')}
            </Button>
            <ClearDataButton shouldConfirm={() => true} />
          </Group>
          {!isLast && (
            <Button
              ml="auto"
              // The chat launcher moves up rather than cover it (chatbot/lib/use-clear-of-…).
              data-primary-action
              onClick={() => void next()}
              disabled={!valid}
              loading={advancing}
              rightSection={
                beforeLast ? (
                  <IconLeaf size={16} aria-hidden />
                ) : (
                  <IconArrowRight size={16} aria-hidden />
                )
              }
            >
              {beforeLast ? t('stepper.createReport') : t('stepper.next')}
            </Button>
          )}
        </Group>
      </Container>
    </>
  );
}
