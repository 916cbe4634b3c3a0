import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAnalysisStore } from '../store';
import { AnalysisStepCard } from './analysis-step-card';

/** Spec part 2 §2: the lifecycle stages offered; Gastronomy is not available yet. */
export const LIFECYCLE_STAGES = [
  { value: 'Agriculture', disabled: false },
  { value: 'Processing', disabled: false },
  { value: 'Wholesale', disabled: false },
  { value: 'Retail', disabled: false },
  { value: 'Gastronomy', disabled: true },
] as const;

/**
 * Step 1, Lifecycle Stage. The step itself is disabled in this version (the report does not
 * depend on it): the stepper starts at Select Solution, but the page shows what it will offer.
 */
export function LifecycleStageStep() {
  const { t } = useTranslation('analysis');
  const stage = useAnalysisStore((s) => s.lifecycleStage);
  const set = useAnalysisStore((s) => s.set);
  return (
    <AnalysisStepCard step="lifecycleStage">
      <Text c="dimmed">{t('lifecycle.intro')}</Text>
      <Radio.Group
        value={stage}
        onChange={(value) => set({ lifecycleStage: value })}
        label={t('lifecycle.label')}
      >
        <Stack gap="xs" mt="xs">
          {LIFECYCLE_STAGES.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={t(`lifecycle.stages.${option.value}`)}
              disabled={option.disabled}
              description={option.disabled ? t('lifecycle.notYet') : undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
    </AnalysisStepCard>
  );
}
