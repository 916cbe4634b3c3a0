import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconLeaf, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isMatched, matchInputOf } from '../../../api/match';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../../config/paths';
import { MAIN_ID } from '../../../lib/landmarks';
import { useGeocodeOnNext } from '../hooks/use-geocode-on-next';
import { STEPS } from '../lib/steps';
import { hasEnteredData, useStepperStore } from '../../../stores/stepper-store';
import { ClearDataButton } from '../../../components/clear-data-button';

interface StepperActionsProps {
  active: number;
  /** A match is running: Back and Clear All Data wait. */
  loading: boolean;
  onFindSolutions(): void;
}

/**
 * Back, Clear All Data and Next (spec part 1 §2): Next reads 'Find Solutions' on step 2; the last
 * step offers the Environmental Impact Report instead.
 */
export function StepperActions({ active, loading, onFindSolutions }: StepperActionsProps) {
  const { t } = useTranslation('matching');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isLast = active === STEPS.length - 1;
  const { geocoding, geocodeOnNext } = useGeocodeOnNext();

  function back() {
    // Back from step 3 clears the choice among the solutions (spec part 1 §4); the answer
    // stays with its entries, so Find Solutions on the same entries asks nothing again.
    if (isLast) useStepperStore.getState().selectSolution(null);
    void navigate(pathTo(STEPS[Math.max(0, active - 1)]!.route));
  }

  async function next() {
    if (active === 1) {
      // A number the user typed that breaks its rule (amount -5, 0 times) is not matched on:
      // its field keeps the error, and focus goes to the first one.
      const invalid = document.querySelector<HTMLInputElement>(
        `#${MAIN_ID} input[aria-invalid="true"]`,
      );
      if (invalid) {
        invalid.focus();
        invalid.scrollIntoView({ block: 'center' });
        return;
      }
      return onFindSolutions();
    }
    // Step 1 locates the company address first (spec part 1 §4).
    if (active === 0 && !(await geocodeOnNext())) return;
    await navigate(pathTo(STEPS[active + 1]!.route));
  }

  return (
    <Group justify="space-between" gap="sm" role="group" aria-label={t('actions.groupLabel')}>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={back}
          disabled={active === 0 || loading}
        >
          {t('actions.back')}
        </Button>
        <ClearDataButton
          disabled={loading}
          shouldConfirm={() => {
            const { companyProfile, wasteInfo } = useStepperStore.getState();
            const matched = isMatched(queryClient, matchInputOf(companyProfile, wasteInfo));
            return hasEnteredData(useStepperStore.getState(), matched);
          }}
        />
      </Group>
      {isLast ? (
        <Button
          component={Link}
          to={pathTo('LCAStepperView')}
          data-primary-action
          leftSection={<IconLeaf size={16} aria-hidden />}
          ml="auto"
        >
          {t('actions.impactReport')}
        </Button>
      ) : (
        <Button
          onClick={() => void next()}
          // The chat launcher moves up rather than cover it (chatbot/lib/use-clear-of-…).
          data-primary-action
          disabled={loading}
          loading={geocoding}
          ml="auto"
          rightSection={
            active === 1 ? (
              <IconSearch size={16} aria-hidden />
            ) : (
              <IconArrowRight size={16} aria-hidden />
            )
          }
        >
          {active === 1 ? t('actions.findSolutions') : t('actions.next')}
        </Button>
      )}
    </Group>
  );
}
