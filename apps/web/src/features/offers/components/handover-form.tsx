import type { OfferDetail } from '@foodhub/contracts';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalInput } from '../../../lib/decimal-input';
import { formatNumber } from '../../../lib/format-number';
import type { DonorStep } from '../api/my-offers';
import { readHandoverKg, type HandoverError } from '../lib/donor-rules';
import { donorErrorText } from '../lib/donor-texts';
import { ConfirmStep } from '../../../components/confirm-step';

const KG_FIELD = 'offer-handover-kg';

interface HandoverFormProps {
  offer: OfferDetail;
  pending: boolean;
  onStep(step: DonorStep, done?: () => void): void;
}

/**
 * After the pick-up: the kilograms actually handed over (the amount offered to start with; any
 * other above 0 and up to the domain's limit, read as the app reads numbers: '12,5' or '12.5'),
 * or that nobody came (asked once more).
 */
export function HandoverForm({ offer, pending, onStep }: HandoverFormProps) {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.language;
  const offered = offer.surplus.amount?.value;
  const hasOffered = typeof offered === 'number' && Number.isFinite(offered) && offered > 0;
  const [text, setText] = useState(() => (hasOffered ? formatDecimalInput(offered, language) : ''));
  const [error, setError] = useState<HandoverError | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="offer-handover-heading">
      <Title order={3} fz="md" id="offer-handover-heading">
        {t('donor.handover.heading')}
      </Title>
      <Text size="sm">{t('donor.handover.intro')}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) return;
          const read = readHandoverKg(text, language);
          if (read.error) {
            setError(read.error);
            document.getElementById(KG_FIELD)?.focus();
            return;
          }
          setError(null);
          onStep({ type: 'handover', handed_over_kg: read.kg });
        }}
      >
        <Stack gap="sm">
          <TextInput
            id={KG_FIELD}
            label={t('donor.handover.kg')}
            description={
              hasOffered
                ? t('donor.handover.kgHint', {
                    offered: t('facts.amountValue', {
                      value: formatNumber(offered, { maximumFractionDigits: 3 }, language),
                      unit: 'kg',
                    }),
                  })
                : t('donor.handover.kgHintNone')
            }
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (error) setError(null);
            }}
            rightSection={
              <Text size="sm" c="dimmed" aria-hidden>
                kg
              </Text>
            }
            rightSectionPointerEvents="none"
            required
            error={error ? donorErrorText(error, t) : undefined}
            errorProps={{ role: 'alert' }}
            maw={320}
          />
          <Group gap="sm" wrap="wrap">
            <Button
              type="submit"
              loading={pending}
              leftSection={<IconCircleCheck size={16} aria-hidden />}
            >
              {t('donor.handover.submit')}
            </Button>
            <ConfirmStep
              label={t('donor.handover.noShow')}
              cancel={t('donor.actions.cancel')}
              title={t('donor.handover.noShowTitle')}
              text={t('donor.handover.noShowText')}
              confirm={t('donor.handover.noShowConfirm')}
              color="orange"
              icon={<IconUserOff size={16} aria-hidden />}
              pending={pending}
              onConfirm={(done) => onStep({ type: 'handover', no_show: true }, done)}
            />
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
