import type { OfferDetail } from '@foodhub/contracts';
import { CONDITION_QUESTION_ORDER, FREQUENCY_INTERVALS } from '@foodhub/domain';
import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSolutionName } from '../../../api/solution-names';
import { foodGroupLabel } from '../../../components/catalogue-labels';
import { FactList, filledText, filledTexts, type Fact } from '../../../components/fact-list';
import { TagList } from '../../../components/tag-list';
import { formatNumber } from '../../../lib/format-number';
import { frequencyLabel } from '../../../lib/frequency-label';
import { locationText } from '../../../lib/providers/provider-format';
import { windowText } from '../lib/answer-texts';

type Surplus = OfferDetail['surplus'];

/** The frequency as the surplus step knows it, or null for one this client cannot name. */
function knownFrequency(frequency: Surplus['frequency']) {
  const interval = FREQUENCY_INTERVALS.find((known) => known === frequency?.interval);
  return frequency && interval ? { times: frequency.times, interval } : null;
}

/** The condition questions the donor answered: 'Which date is on the pack? Best before'. */
function ConditionAnswers({ answers }: { answers: Surplus['condition_answers'] }) {
  const { t } = useTranslation(['matching', 'offers']);
  const answered = CONDITION_QUESTION_ORDER.filter((question) => answers[question]);
  if (answered.length === 0) return null;
  return (
    <List size="sm" spacing={2}>
      {answered.map((question) => {
        const answer = answers[question]!;
        const label = t(`conditionQuestions.questions.${question}.label`);
        const value =
          answer === 'not_sure'
            ? t('conditionQuestions.notSure')
            : t(`conditionQuestions.questions.${question}.options.${answer}`, {
                defaultValue: answer,
              });
        // A question ends in '?'; a plain label ('Packaging') takes a colon before its answer.
        const lead = /[?:]$/.test(label) ? label : t('offers:facts.conditionLabel', { label });
        return (
          <List.Item key={question}>
            {lead}{' '}
            <Text span size="sm" fw={600}>
              {value}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * What the offer is: the food, from whom and where to pick it up, for which solution, the
 * pick-up window, the packing and the donor's message. Facts the donor left empty are left out.
 * The donor reading their own offer (`reader` 'donor') is not told who they are.
 */
export function OfferFacts({
  offer,
  reader = 'provider',
}: {
  offer: OfferDetail;
  reader?: 'provider' | 'donor';
}) {
  const { t, i18n } = useTranslation(['offers', 'matching', 'catalogue']);
  const solutionName = useSolutionName();
  const { surplus, donor } = offer;
  const lng = i18n.language;
  const facts: Fact[] = [{ label: t('facts.what'), value: surplus.name }];

  const amount = surplus.amount?.value;
  if (typeof amount === 'number' && Number.isFinite(amount)) {
    facts.push({
      label: t('facts.amount'),
      value: t('facts.amountValue', {
        value: formatNumber(amount, { maximumFractionDigits: 3 }, lng),
        unit: filledText(surplus.amount?.unit) ?? 'kg',
      }),
    });
  }
  const frequency = knownFrequency(surplus.frequency);
  if (frequency) facts.push({ label: t('facts.frequency'), value: frequencyLabel(frequency, t) });
  const groups = filledTexts(surplus.food_groups).map((group) => foodGroupLabel(group, t));
  if (groups.length > 0) {
    facts.push({ label: t('facts.foodGroups'), value: <TagList values={groups} /> });
  }
  if (Object.keys(surplus.condition_answers).length > 0) {
    facts.push({
      label: t('facts.condition'),
      value: <ConditionAnswers answers={surplus.condition_answers} />,
    });
  }

  const ownOffer = reader === 'donor';
  const donorName = ownOffer ? null : filledText(donor.name);
  if (donorName) facts.push({ label: t('facts.donor'), value: donorName });
  const address = locationText(
    {
      address: filledText(donor.address),
      postalCode: filledText(donor.postal_code),
      city: filledText(donor.city),
      country: filledText(donor.country),
    },
    lng,
  );
  if (address) facts.push({ label: t('facts.pickupAddress'), value: address });
  const email = ownOffer ? null : filledText(donor.email);
  if (email) {
    facts.push({
      label: t('facts.email'),
      value: <Anchor href={`mailto:${email}`}>{email}</Anchor>,
    });
  }

  facts.push({
    label: t('facts.solution'),
    value: solutionName(offer.solution.id, offer.solution.process_name),
  });
  facts.push({
    label: t('facts.window'),
    value: windowText(offer.pickup_from, offer.pickup_to, t),
  });
  const packing = filledText(offer.packing);
  if (packing) facts.push({ label: t('facts.packing'), value: packing });
  const message = filledText(offer.message);
  if (message) {
    facts.push({
      label: ownOffer ? t('donor.facts.yourMessage') : t('facts.message'),
      value: <span style={{ whiteSpace: 'pre-line' }}>{message}</span>,
    });
  }
  return <FactList facts={facts} />;
}
