import { SURPLUS_STATES, type SurplusState } from '@foodhub/domain';
import { Select } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnArrival } from '../../../../lib/focus-request';
import { useStepperStore } from '../../../../stores/stepper-store';
import { firstQuestionInput } from './condition-questions';

/** The Select's value for 'let the tool decide' (a Select option needs a string). */
const INFER = 'infer';

/**
 * The state of the surplus in the user's own words (optional): the matching infers it from the
 * name and notes, and this corrects it, e.g. food past its best-before date that is still safe.
 */
export function ConditionField() {
  const { t } = useTranslation('matching');
  const condition = useStepperStore((s) => s.wasteInfo.condition);
  const setWasteInfo = useStepperStore((s) => s.setWasteInfo);
  // 'Change the condition' (the results) leads here: the first condition question takes the
  // focus, or this field when no question is asked.
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusOnArrival('condition', () => firstQuestionInput() ?? inputRef.current);
  const data = [
    { value: INFER, label: t('foodSurplus.condition.infer') },
    ...SURPLUS_STATES.map((state) => ({
      value: state,
      label: t(`foodSurplus.condition.states.${state}`),
    })),
  ];
  return (
    <Select
      ref={inputRef}
      label={t('foodSurplus.condition.label')}
      description={t('foodSurplus.condition.description')}
      data={data}
      value={condition ?? INFER}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        const state = SURPLUS_STATES.find((s) => s === value) ?? null;
        setWasteInfo({ condition: state as SurplusState | null });
      }}
    />
  );
}
