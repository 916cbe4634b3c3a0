import { CONDITION_QUESTIONS, type ConditionAnswer, type ConditionQuestion } from '@foodhub/domain';
import { Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CONDITION_FOCUS_STATE } from '../../../../components/condition-checks';
import { questionsOf, useSurplusReading } from '../../../../api/solution-reading';
import type { StoredConditionAnswers } from '../../../../stores/stepper-data';
import { useStepperStore } from '../../../../stores/stepper-store';

/** The id of the section's heading (the results' 'Answer the questions' lead here). */
export const CONDITION_SECTION_ID = 'condition-questions';

/** The first question's chosen answer, else its first one: null while no question is shown. */
export function firstQuestionInput(): HTMLInputElement | null {
  const section = document.querySelector(`[aria-labelledby="${CONDITION_SECTION_ID}"]`);
  const question = section?.querySelector('[data-question]');
  return (
    question?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
    question?.querySelector<HTMLInputElement>('input[type="radio"]') ??
    null
  );
}

/**
 * The questions to show: those of the reading, with 'has it passed?' right after the date
 * question, asked only once a date on the pack is chosen.
 */
export function shownQuestions(
  questions: readonly ConditionQuestion[],
  answers: StoredConditionAnswers,
): ConditionQuestion[] {
  const list: ConditionQuestion[] = questions.filter((q) => q !== 'datePassed');
  const date = list.indexOf('dateKind');
  const dated = answers.dateKind !== undefined && answers.dateKind !== null;
  if (date !== -1 && dated && answers.dateKind !== 'none') list.splice(date + 1, 0, 'datePassed');
  return list;
}

function Question<Q extends ConditionQuestion>({
  question,
  answer,
}: {
  question: Q;
  answer: ConditionAnswer<Q> | null | undefined;
}) {
  const { t } = useTranslation('matching');
  const setConditionAnswer = useStepperStore((s) => s.setConditionAnswer);
  const options: readonly ConditionAnswer<Q>[] = CONDITION_QUESTIONS[question];
  return (
    <Radio.Group
      label={t(`conditionQuestions.questions.${question}.label`)}
      value={answer ?? null}
      data-question={question}
      onChange={(value) => {
        const chosen = options.find((o) => o === value);
        if (chosen !== undefined) setConditionAnswer(question, chosen);
      }}
    >
      <Group gap="md" mt={6} style={{ rowGap: 8 }}>
        {options.map((option) => (
          <Radio
            key={option}
            value={option}
            size="sm"
            label={
              option === 'not_sure'
                ? t('conditionQuestions.notSure')
                : t(`conditionQuestions.questions.${question}.options.${option}`)
            }
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * The condition questions a food bank's intake asks, those that matter for this surplus (the
 * reading of the entries says which; while it is not known, the general ones). Each answer is
 * saved at once with the entries; 'Not sure' is an answer.
 */
export function ConditionQuestions() {
  const { t } = useTranslation('matching');
  const reading = useSurplusReading();
  const answers = useStepperStore((s) => s.wasteInfo.conditionAnswers);
  const questions = shownQuestions(
    questionsOf(reading.isError ? undefined : reading.data),
    answers,
  );

  // Arriving from a result's 'Answer the questions': the section takes the focus.
  const location = useLocation();
  const focusRequested =
    (location.state as { focus?: unknown } | null)?.focus === CONDITION_FOCUS_STATE;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusRequested) return;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [focusRequested, location.key]);

  if (questions.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={CONDITION_SECTION_ID}
    >
      <Stack gap="md">
        <div>
          <Title
            order={3}
            fz="lg"
            id={CONDITION_SECTION_ID}
            ref={headingRef}
            tabIndex={-1}
            style={{ scrollMarginTop: 80 }}
          >
            {t('conditionQuestions.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('conditionQuestions.why')}
          </Text>
        </div>
        {questions.map((question) => (
          <Question key={question} question={question} answer={answers[question]} />
        ))}
      </Stack>
    </Paper>
  );
}
