import {
  OFFER_MESSAGE_MAX_LENGTH,
  OFFER_SHORT_TEXT_MAX_LENGTH,
  OFFER_WINDOW_MAX_DAYS,
} from '@foodhub/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matchInputOf } from '../../../api/match';
import { FactList, filledText, type Fact } from '../../../components/fact-list';
import { pathTo } from '../../../config/paths';
import { useKeptFields } from '../../../hooks/use-kept-fields';
import { formatNumber } from '../../../lib/format-number';
import { frequencyLabel } from '../../../lib/frequency-label';
import { useStepperStore } from '../../../stores/stepper-store';
import { useCreateOffer } from '../api/my-offers';
import { toIsoMoment, toLocalInput, type AnswerError } from '../lib/answer-rules';
import {
  defaultWindow,
  validateOffer,
  type DonorError,
  type OfferValues,
} from '../lib/donor-rules';
import { donorErrorText, offerFailure } from '../lib/donor-texts';
import { useOfferSentNotice } from './offer-sent-notice';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** The provider and the solution an offer goes to, as the page shows them. */
export interface OfferTarget {
  provider: { id: string; name: string | null; place: string | null };
  solution: { id: string; name: string | null };
}

interface OfferDialogProps {
  opened: boolean;
  onClose(): void;
  target: OfferTarget;
}

const fieldId = (field: keyof OfferValues) => `offer-new-${field}`;

/** What is offered: the surplus of the stepper (name, amount, how often), to whom, for what. */
function OfferSummary({ target }: { target: OfferTarget }) {
  const { t, i18n } = useTranslation(['offers', 'matching']);
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  const facts: Fact[] = [{ label: t('facts.what'), value: wasteInfo.surplusName.trim() }];
  const amount = wasteInfo.amount.value;
  if (typeof amount === 'number' && Number.isFinite(amount)) {
    facts.push({
      label: t('facts.amount'),
      value: t('facts.amountValue', {
        value: formatNumber(amount, { maximumFractionDigits: 3 }, i18n.language),
        unit: 'kg',
      }),
    });
  }
  facts.push({ label: t('facts.frequency'), value: frequencyLabel(wasteInfo.frequency, t) });
  const place = filledText(target.provider.place);
  facts.push({
    label: t('donor.offer.provider'),
    value: [target.provider.name ?? t('donor.list.unnamedProvider'), place]
      .filter(Boolean)
      .join(', '),
  });
  const solution = filledText(target.solution.name);
  if (solution) facts.push({ label: t('facts.solution'), value: solution });
  return <FactList facts={facts} />;
}

/** The server's refusal: the condition questions of step 2 with a way there, or a text. */
function OfferFailure({ error }: { error: unknown }) {
  const { t } = useTranslation(['offers', 'matching']);
  const failure = offerFailure(error, t);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {failure.kind === 'text' ? (
        <Text size="sm">{failure.text}</Text>
      ) : (
        <Stack gap={6}>
          <Text size="sm">{t('donor.failure.conditionsOpen')}</Text>
          {failure.questions.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                {t('donor.failure.conditionsOpenQuestions')}
              </Text>
              <List size="sm" spacing={2}>
                {failure.questions.map((question) => (
                  <List.Item key={question}>{question}</List.Item>
                ))}
              </List>
            </>
          )}
          <Anchor component={Link} to={pathTo('food-surplus')} size="sm" fw={600}>
            {t('donor.failure.conditionsOpenLink')}
          </Anchor>
        </Stack>
      )}
    </Alert>
  );
}

/** The form inside the dialog: mounted as it opens, so every opening starts afresh. */
function OfferForm({ target, onClose }: { target: OfferTarget; onClose(): void }) {
  const { t } = useTranslation(['offers', 'matching']);
  const companyProfile = useStepperStore((s) => s.companyProfile);
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  const create = useCreateOffer();
  const noticeSent = useOfferSentNotice();
  // What is typed stays for this provider and solution until it is sent, through a reload or
  // the login after an expired session.
  const kept = useKeptFields<OfferValues>(`offer:${target.provider.id}:${target.solution.id}`, {
    ...defaultWindow(),
    packing: '',
    message: '',
  });
  const form = useForm<OfferValues>({
    initialValues: kept.initialValues,
    validate: (values) => validateOffer(values),
    onValuesChange: kept.keep,
  });
  const field = (name: keyof OfferValues) => {
    const { error, ...props } = form.getInputProps(name);
    return {
      ...props,
      id: fieldId(name),
      error:
        typeof error === 'string'
          ? donorErrorText(error as AnswerError | DonorError, t)
          : undefined,
    };
  };
  const named = wasteInfo.surplusName.trim() !== '';
  const now = toLocalInput(new Date().toISOString(), 'up');

  const submit = form.onSubmit(
    (values) => {
      if (create.isPending) return;
      const input = matchInputOf(companyProfile, wasteInfo);
      create.mutate(
        {
          providerId: target.provider.id,
          solutionId: target.solution.id,
          companyProfile: input.companyProfile,
          wasteInfo: input.wasteInfo,
          pickup_from: toIsoMoment(values.from),
          pickup_to: toIsoMoment(values.to),
          packing: values.packing.trim() || null,
          message: values.message.trim() || null,
        },
        {
          onSuccess: ({ id }) => {
            kept.drop();
            onClose();
            noticeSent(id, target.provider.name ?? t('donor.list.unnamedProvider'));
          },
        },
      );
    },
    (errors) => {
      const first = (['from', 'to', 'packing', 'message'] as const).find((name) => errors[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('donor.offer.title')}>
      <Stack gap="md">
        <Text size="sm">{t('donor.offer.intro')}</Text>
        <OfferSummary target={target} />
        {!named ? (
          <Alert color="yellow" variant="light" role="alert">
            <Stack gap={6} align="flex-start">
              <Text size="sm">{t('donor.offer.noSurplus')}</Text>
              <Anchor component={Link} to={pathTo('food-surplus')} size="sm" fw={600}>
                {t('donor.offer.noSurplusLink')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                {...field('from')}
                type="datetime-local"
                label={t('donor.offer.from')}
                min={now}
                required
              />
              <TextInput
                {...field('to')}
                type="datetime-local"
                label={t('donor.offer.until')}
                min={form.values.from || now}
                required
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt={-8}>
              {t('donor.offer.windowHint', { maxDays: OFFER_WINDOW_MAX_DAYS })}
            </Text>
            <TextInput
              {...field('packing')}
              label={t('donor.offer.packing')}
              description={t('donor.offer.packingHint')}
              maxLength={OFFER_SHORT_TEXT_MAX_LENGTH}
            />
            <GrowingTextarea
              {...field('message')}
              label={t('donor.offer.message')}
              maxLength={OFFER_MESSAGE_MAX_LENGTH}
              minRows={2}
              maxRows={8}
            />
          </>
        )}
        {create.isError && <OfferFailure error={create.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('donor.offer.cancel')}
          </Button>
          {named && (
            <Button
              type="submit"
              loading={create.isPending}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              {t('donor.offer.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * 'Offer this surplus': the surplus of the stepper (as the match is asked it) to one provider for
 * one solution, with a pick-up window (tomorrow 09:00-17:00 to start with), how it is packed and a
 * message. The window is checked by the domain's rule before it is sent; the server's refusals
 * are shown in words, the open condition questions with a way to step 2. Full screen on phones.
 */
export function OfferDialog({ opened, onClose, target }: OfferDialogProps) {
  const { t } = useTranslation('offers');
  const { t: tc } = useTranslation('common');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={phone}
      size="lg"
      centered
      title={<Text fw={700}>{t('donor.offer.title')}</Text>}
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
    >
      <OfferForm target={target} onClose={onClose} />
    </Modal>
  );
}
