import type { OfferDetail } from '@foodhub/contracts';
import { OFFER_DECLINE_REASONS, OFFER_SHORT_TEXT_MAX_LENGTH } from '@foodhub/domain';
import { Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useKeptFields } from '../../../hooks/use-kept-fields';
import { formatDateTime } from '../../../lib/format-date';
import {
  toIsoMoment,
  toLocalInput,
  validateAccept,
  validateDecline,
  validatePropose,
  type AcceptValues,
  type AnswerError,
  type DeclineValues,
  type OfferAnswer,
  type ProposeValues,
} from '../lib/answer-rules';
import { errorText } from '../lib/answer-texts';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** The longest text of a decline (the contract's limit). */
const DECLINE_TEXT_MAX_LENGTH = 500;

/**
 * What each answer form needs: the offer (its window), what sends the answer (the link's
 * mutation or the account's), and whether an answer is on its way.
 */
export interface AnswerFormProps {
  offer: OfferDetail;
  onAnswer: (answer: OfferAnswer) => void;
  pending: boolean;
}

const fieldId = (form: string, field: string) => `offer-${form}-${field}`;
const focusField = (id: string) => document.getElementById(id)?.focus();

/** A field's props: its id, and its error (a key of `errors`) in the interface language. */
function useField<V extends object>(name: string, form: UseFormReturnType<V>, offer: OfferDetail) {
  const { t } = useTranslation('offers');
  return (field: keyof V & string) => {
    const { error, ...props } = form.getInputProps(field);
    return {
      ...props,
      id: fieldId(name, field),
      error:
        typeof error === 'string'
          ? errorText(error as AnswerError, { from: offer.pickup_from, to: offer.pickup_to }, t)
          : undefined,
    };
  };
}

/** Accept: a pick-up time inside the window, and who comes (optional). */
export function AcceptForm({ offer, onAnswer, pending }: AnswerFormProps) {
  const { t } = useTranslation('offers');
  const kept = useKeptFields<AcceptValues>(`answer:${offer.id}:accept`, { at: '', collector: '' });
  const form = useForm<AcceptValues>({
    initialValues: kept.initialValues,
    onValuesChange: kept.keep,
    validate: (values) => validateAccept(values, offer),
  });
  const field = useField('accept', form, offer);
  const submit = form.onSubmit(
    (values) =>
      onAnswer({
        type: 'accept',
        pickup_at: toIsoMoment(values.at),
        collector: values.collector.trim() || null,
      }),
    () => focusField(fieldId('accept', 'at')),
  );
  return (
    <form id="offer-accept-form" onSubmit={submit} noValidate aria-label={t('choices.accept')}>
      <Stack gap="md">
        <TextInput
          {...field('at')}
          type="datetime-local"
          label={t('accept.time')}
          description={t('accept.timeHint', {
            from: formatDateTime(offer.pickup_from),
            to: formatDateTime(offer.pickup_to),
          })}
          min={toLocalInput(offer.pickup_from, 'up')}
          max={toLocalInput(offer.pickup_to, 'down')}
          required
          size="md"
        />
        <TextInput
          {...field('collector')}
          label={t('accept.collector')}
          description={t('accept.collectorHint')}
          maxLength={OFFER_SHORT_TEXT_MAX_LENGTH}
          autoComplete="name"
          size="md"
        />
        <Button type="submit" size="md" loading={pending}>
          {t('accept.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Another window: from and to, which the donor may accept a time in. */
export function ProposeForm({ offer, onAnswer, pending }: AnswerFormProps) {
  const { t } = useTranslation('offers');
  const kept = useKeptFields<ProposeValues>(`answer:${offer.id}:propose`, { from: '', to: '' });
  const form = useForm<ProposeValues>({
    initialValues: kept.initialValues,
    onValuesChange: kept.keep,
    validate: (values) => validatePropose(values),
  });
  const field = useField('propose', form, offer);
  const now = toLocalInput(new Date().toISOString(), 'up');
  const submit = form.onSubmit(
    (values) =>
      onAnswer({
        type: 'propose',
        pickup_from: toIsoMoment(values.from),
        pickup_to: toIsoMoment(values.to),
      }),
    (errors) => focusField(fieldId('propose', errors.from ? 'from' : 'to')),
  );
  return (
    <form id="offer-propose-form" onSubmit={submit} noValidate aria-label={t('choices.propose')}>
      <Stack gap="md">
        <Text size="sm">{t('propose.intro')}</Text>
        <TextInput
          {...field('from')}
          type="datetime-local"
          label={t('propose.from')}
          min={now}
          required
          size="md"
        />
        <TextInput
          {...field('to')}
          type="datetime-local"
          label={t('propose.to')}
          min={form.values.from || now}
          required
          size="md"
        />
        <Button type="submit" size="md" loading={pending}>
          {t('propose.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Decline: one of the reasons, and a text (required for 'other'). */
export function DeclineForm({ offer, onAnswer, pending }: AnswerFormProps) {
  const { t } = useTranslation('offers');
  const kept = useKeptFields<DeclineValues>(`answer:${offer.id}:decline`, { reason: '', text: '' });
  const form = useForm<DeclineValues>({
    initialValues: kept.initialValues,
    onValuesChange: kept.keep,
    validate: validateDecline,
  });
  const field = useField('decline', form, offer);
  const { id: _id, ...reason } = field('reason');
  const other = form.values.reason === 'other';
  const submit = form.onSubmit(
    ({ reason: chosen, text }) => {
      if (!chosen) return;
      onAnswer({ type: 'decline', reason: chosen, text: text.trim() || null });
    },
    (errors) =>
      focusField(
        errors.reason
          ? fieldId('decline', `reason-${OFFER_DECLINE_REASONS[0]}`)
          : fieldId('decline', 'text'),
      ),
  );
  return (
    <form id="offer-decline-form" onSubmit={submit} noValidate aria-label={t('choices.decline')}>
      <Stack gap="md">
        <Radio.Group {...reason} label={t('decline.reason')} required size="md">
          <Stack gap="sm" mt="xs">
            {OFFER_DECLINE_REASONS.map((value) => (
              <Radio
                key={value}
                id={fieldId('decline', `reason-${value}`)}
                value={value}
                label={t(`reasons.${value}`)}
                size="md"
              />
            ))}
          </Stack>
        </Radio.Group>
        <GrowingTextarea
          {...field('text')}
          label={other ? t('decline.textOther') : t('decline.text')}
          required={other}
          maxLength={DECLINE_TEXT_MAX_LENGTH}
          minRows={2}
          size="md"
        />
        <Button type="submit" size="md" color="red" loading={pending}>
          {t('decline.submit')}
        </Button>
      </Stack>
    </form>
  );
}
