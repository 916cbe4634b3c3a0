import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The analysis steps, by their key in the 'analysis' texts (stepper.steps.<key>). */
type StepKey = 'lifecycleStage' | 'solution' | 'provider' | 'transport' | 'report';

/** The card each step of the impact analysis shows: the step's name above its content. */
export function AnalysisStepCard({ step, children }: { step: StepKey; children: ReactNode }) {
  const { t } = useTranslation('analysis');
  return (
    <Container size="md" py="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {t(`stepper.steps.${step}`)}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
