import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { usePrivatePerson } from '../../../hooks/use-private-person';
import { withRateLimitWait } from '../../../lib/server-text';
import { useStepperStore } from '../../../stores/stepper-store';
import { useRunMatch } from '../hooks/use-run-match';
import { STEPS, stepIndexOf } from '../lib/steps';
import { MatchConfirmationDialog } from './match-confirmation';
import { MatchingProgress } from './matching-progress';
import { StepperActions } from './stepper-actions';
import { StepperProgress } from '../../../components/stepper-progress';
import { StepContent } from '../../../components/step-content';

/** The entry stepper (spec part 1 §2, §4): heading, progress, the step's page and the buttons. */
export function StepperShell() {
  const { t } = useTranslation('matching');
  const { t: tc } = useTranslation('common');
  const { pathname } = useLocation();
  const active = stepIndexOf(pathname);
  // A private person's first step is about them, not about a company.
  const isPrivate = usePrivatePerson(useStepperStore((s) => s.companyProfile.businessCategory));
  const stepLabel = (label: (typeof STEPS)[number]['label']) =>
    t(isPrivate && label === 'steps.companyData' ? 'steps.yourDetails' : label);
  const {
    run,
    cancel,
    loading,
    confirmation,
    answer,
    dismiss,
    failure,
    failureError,
    dismissFailure,
  } = useRunMatch();

  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!failure) return;
    failureRef.current?.focus({ preventScroll: true });
    failureRef.current?.scrollIntoView({ block: 'center' });
  }, [failure]);

  // Leaving the step (or the stepper) cancels a running match and its message.
  useEffect(
    () => () => {
      cancel();
      dismissFailure();
    },
    [pathname, cancel, dismissFailure],
  );

  return (
    <>
      <Container size="md" pt={{ base: 'lg', sm: 48 }}>
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 24, sm: 32 }}>
              {tc('pages.stepper.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {tc(isPrivate ? 'pages.stepper.subtitlePrivate' : 'pages.stepper.subtitle')}
            </Text>
          </div>
          <StepperProgress
            steps={STEPS.map((step) => ({ key: step.route, label: stepLabel(step.label) }))}
            active={active}
            label={t('steps.listLabel')}
          />
        </Stack>
      </Container>
      {failure && (
        // Above the step, where the user looks after Find Solutions; focused and announced.
        <Container size="md" pt="md">
          <Alert
            ref={failureRef}
            tabIndex={-1}
            role="alert"
            data-testid="match-failure"
            color={failure === 'timeout' ? 'orange' : 'red'}
            icon={<IconAlertTriangle aria-hidden />}
            withCloseButton
            closeButtonLabel={t('matching.dismiss')}
            onClose={dismissFailure}
          >
            {failure === 'timeout'
              ? t('matching.timeout')
              : withRateLimitWait(t('matching.failed'), failureError, t)}
          </Alert>
        </Container>
      )}
      <StepContent step={pathname}>{loading ? <MatchingProgress /> : <Outlet />}</StepContent>
      <MatchConfirmationDialog confirmation={confirmation} onAnswer={answer} onDismiss={dismiss} />
      <Container size="md" pb="xl">
        <Stack gap="md">
          <StepperActions active={active} loading={loading} onFindSolutions={() => void run()} />
        </Stack>
      </Container>
    </>
  );
}
