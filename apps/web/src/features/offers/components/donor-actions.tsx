import type { OfferDetail } from '@foodhub/contracts';
import { canMoveOffer } from '@foodhub/domain';
import { Alert, Button, Divider, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendarCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { useOfferStep, type DonorStep } from '../api/my-offers';
import { toIsoMoment, toLocalInput, validateAccept, type AnswerError } from '../lib/answer-rules';
import { errorText } from '../lib/answer-texts';
import { stepFailureText } from '../lib/donor-texts';
import { ConfirmStep } from '../../../components/confirm-step';
import { HandoverForm } from './handover-form';
import { OfferStackSection } from './offer-section';
import { useOfferStatusText } from './offer-status-badge';

interface StepProps {
  offer: OfferDetail;
  pending: boolean;
  onStep(step: DonorStep, done?: () => void): void;
}

const AGREE_FIELD = 'offer-agree-at';

/** 'proposed': a pick-up time inside the window the provider proposed. */
function AgreeForm({ offer, pending, onStep }: StepProps) {
  const { t } = useTranslation('offers');
  const window = { from: offer.pickup_from, to: offer.pickup_to };
  const form = useForm<{ at: string }>({
    initialValues: { at: '' },
    validate: ({ at }) => validateAccept({ at, collector: '' }, offer),
  });
  const { error, ...props } = form.getInputProps('at');
  const submit = form.onSubmit(
    ({ at }) => {
      if (!pending) onStep({ type: 'agree', pickup_at: toIsoMoment(at) });
    },
    () => document.getElementById(AGREE_FIELD)?.focus(),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="offer-agree-heading">
      <Stack gap="sm">
        <Title order={3} fz="md" id="offer-agree-heading">
          {t('donor.agree.heading')}
        </Title>
        <TextInput
          {...props}
          id={AGREE_FIELD}
          type="datetime-local"
          label={t('donor.agree.time')}
          description={t('accept.timeHint', {
            from: formatDateTime(window.from),
            to: formatDateTime(window.to),
          })}
          min={toLocalInput(window.from, 'up')}
          max={toLocalInput(window.to, 'down')}
          error={typeof error === 'string' ? errorText(error as AnswerError, window, t) : undefined}
          required
          maw={320}
        />
        <div>
          <Button
            type="submit"
            loading={pending}
            leftSection={<IconCalendarCheck size={16} aria-hidden />}
          >
            {t('donor.agree.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * What the donor can do with the offer now (domain OFFER_MOVES): agree to a time in a proposed
 * window, confirm the handover or that nobody came, withdraw. The offer each step answers with
 * is shown; when the offer moved meanwhile, the refusal is said and the offer read again.
 */
export function DonorActions({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation('offers');
  const statusText = useOfferStatusText();
  const step = useOfferStep(offer.id);
  const result = useRef<HTMLDivElement>(null);
  const onStep = (next: DonorStep, done?: () => void) => {
    if (step.isPending) return;
    step.mutate(next, { onSettled: () => done?.() });
  };
  // The outcome takes the focus: the form or button that was used may be gone with the state.
  const outcome = step.isSuccess ? 'saved' : step.isError ? 'failed' : null;
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome, step.submittedAt]);

  const pending = step.isPending;
  const canAgree = canMoveOffer('agree', offer.status);
  const canHandover = canMoveOffer('handover', offer.status);
  const canWithdraw = canMoveOffer('withdraw', offer.status);
  const any = canAgree || canHandover || canWithdraw;
  if (!any && !outcome) return null;

  return (
    <OfferStackSection id="offer-actions-heading" title={t('donor.actions.heading')}>
      <div ref={result} tabIndex={-1} style={{ outline: 'none' }}>
        {step.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {stepFailureText(step.error, t)}
          </Alert>
        )}
        {step.isSuccess && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('donor.actions.saved', { status: statusText(step.data.status, 'donor') })}
          </Alert>
        )}
      </div>
      {canAgree && <AgreeForm offer={offer} pending={pending} onStep={onStep} />}
      {canHandover && <HandoverForm offer={offer} pending={pending} onStep={onStep} />}
      {canWithdraw && (
        <>
          {(canAgree || canHandover) && <Divider />}
          <div>
            <ConfirmStep
              label={t('donor.withdraw.button')}
              cancel={t('donor.actions.cancel')}
              title={t('donor.withdraw.title')}
              text={t('donor.withdraw.text')}
              confirm={t('donor.withdraw.confirm')}
              icon={<IconX size={16} aria-hidden />}
              pending={pending}
              onConfirm={(done) => onStep({ type: 'withdraw' }, done)}
            />
          </div>
        </>
      )}
    </OfferStackSection>
  );
}
