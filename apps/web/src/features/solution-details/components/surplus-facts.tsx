import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { foodGroupLabel, foodSubgroupLabel } from '../../../components/catalogue-labels';
import { TagList } from '../../../components/tag-list';
import { formatNumber } from '../../../lib/format-number';
import { frequencyLabel } from '../../../lib/frequency-label';
import { monthName } from '../../../lib/format-date';
import type { WasteInfo } from '../../../stores/stepper-data';
import { FactList, filledText, filledTexts, type Fact } from '../../../components/fact-list';

/** An amount with its unit ('1.250,5 kg'), the number as the interface language writes it. */
function useAmountText(surplus: WasteInfo) {
  const { t, i18n } = useTranslation('matching');
  const unit = filledText(surplus.amount?.unit) ?? 'kg';
  return (value: number) =>
    t('surplus.amountValue', {
      value: formatNumber(value, { maximumFractionDigits: 3 }, i18n.language),
      unit,
    });
}

/**
 * Each active month with its capacity: the share of the usual amount in percent and, when the
 * amount is known, what that share weighs ('March: 80% of the usual amount (32 kg)').
 */
function SeasonalCapacity({ surplus }: { surplus: WasteInfo }) {
  const { t, i18n } = useTranslation('matching');
  const amountText = useAmountText(surplus);
  const lng = i18n.language;
  const amount = surplus.amount?.value;
  const active = (surplus.monthlyCapacities ?? []).filter((month) => month?.active);
  if (active.length === 0) return <Text size="sm">{t('surplus.noActiveMonths')}</Text>;
  return (
    <List size="sm" spacing={2} aria-label={t('surplus.seasonalCapacity')}>
      {active.map((month, index) => {
        const capacity = month.capacity ?? 0;
        const texts = {
          month: monthName(month.name, { atStart: true, lng }),
          percent: formatNumber(capacity / 100, { style: 'percent' }, lng),
        };
        return (
          <List.Item key={`${month.name}-${index}`}>
            {typeof amount === 'number' && Number.isFinite(amount)
              ? t('surplus.monthCapacityAmount', {
                  ...texts,
                  amount: amountText((amount * capacity) / 100),
                })
              : t('surplus.monthCapacity', texts)}
          </List.Item>
        );
      })}
    </List>
  );
}

/** The surplus side of card 1 (spec part 1 §2): name, amount, frequency, groups, seasons. */
export function SurplusFacts({ surplus }: { surplus: WasteInfo }) {
  const { t } = useTranslation(['matching', 'catalogue']);
  const amountText = useAmountText(surplus);
  const facts: Fact[] = [];
  const name = filledText(surplus.surplusName);
  const value = surplus.amount?.value;
  const groups = filledTexts(surplus.foodGroups).map((group) => foodGroupLabel(group, t));
  const subgroups = filledTexts(surplus.foodSubgroups).map((sub) => foodSubgroupLabel(sub, t));
  if (name) facts.push({ label: t('surplus.name'), value: name });
  if (typeof value === 'number' && Number.isFinite(value)) {
    facts.push({ label: t('surplus.amount'), value: amountText(value) });
  }
  // The frequency always has its default (once): alone it is no entry.
  if (facts.length > 0) {
    facts.push({ label: t('surplus.frequency'), value: frequencyLabel(surplus.frequency, t) });
  }
  if (groups.length > 0)
    facts.push({ label: t('surplus.foodGroups'), value: <TagList values={groups} /> });
  if (subgroups.length > 0) {
    facts.push({
      label: t('surplus.foodSubgroups'),
      value: <TagList values={subgroups} color="teal" />,
    });
  }
  if (surplus.seasonal) {
    facts.push({
      label: t('surplus.seasonalCapacity'),
      value: <SeasonalCapacity surplus={surplus} />,
    });
  }

  if (facts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('surplus.none')}
      </Text>
    );
  }
  return <FactList facts={facts} />;
}
