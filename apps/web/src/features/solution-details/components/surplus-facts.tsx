import { frequencyText } from '@foodhub/domain';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TagList } from '../../../components/tag-list';
import type { WasteInfo } from '../../../stores/stepper-data';
import { FactList, filledText, filledTexts, type Fact } from '../../../components/fact-list';

/** Each active month with its capacity in percent of the amount and the amount's unit. */
function SeasonalCapacity({ surplus }: { surplus: WasteInfo }) {
  const { t } = useTranslation('matching');
  const unit = filledText(surplus.amount?.unit) ?? 'kg';
  const active = (surplus.monthlyCapacities ?? []).filter((month) => month?.active);
  if (active.length === 0) return <Text size="sm">{t('surplus.noActiveMonths')}</Text>;
  return (
    <List size="sm" spacing={2} aria-label={t('surplus.seasonalCapacity')}>
      {active.map((month, index) => (
        <List.Item key={`${month.name}-${index}`}>
          {t('surplus.monthCapacity', {
            month: month.name,
            capacity: month.capacity ?? 0,
            unit,
          })}
        </List.Item>
      ))}
    </List>
  );
}

/** The surplus side of card 1 (spec part 1 §2): name, amount, frequency, groups, seasons. */
export function SurplusFacts({ surplus }: { surplus: WasteInfo }) {
  const { t } = useTranslation('matching');
  const facts: Fact[] = [];
  const name = filledText(surplus.surplusName);
  const value = surplus.amount?.value;
  const groups = filledTexts(surplus.foodGroups);
  const subgroups = filledTexts(surplus.foodSubgroups);
  if (name) facts.push({ label: t('surplus.name'), value: name });
  if (typeof value === 'number' && Number.isFinite(value)) {
    const unit = filledText(surplus.amount?.unit) ?? 'kg';
    facts.push({ label: t('surplus.amount'), value: t('surplus.amountValue', { value, unit }) });
  }
  // The frequency always has its default (once): alone it is no entry.
  if (facts.length > 0) {
    facts.push({ label: t('surplus.frequency'), value: frequencyText(surplus.frequency) });
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
