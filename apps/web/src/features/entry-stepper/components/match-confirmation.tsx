import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchConfirmation } from '../hooks/use-run-match';

/** The questions with a confirmation of their own words; any other is asked the general way. */
const WORDED = new Set(['served', 'dateKind']);

/**
 * The one-click question before matching: words like 'leftover' or 'expired' alone would leave
 * out every route to people, so the user is asked whether the food was never served, or whether
 * the date was a best-before date. Yes sets that answer, No keeps the entries; both then match.
 * The focus goes to No, the answer that keeps donation closed: reopening it takes a choice, not a
 * reflexive Enter. Escape and the close button go back to the entries without matching.
 */
export function MatchConfirmationDialog({
  confirmation,
  onAnswer,
  onDismiss,
}: {
  confirmation: MatchConfirmation | null;
  onAnswer(yes: boolean): void;
  onDismiss(): void;
}) {
  const { t } = useTranslation('matching');
  const question = confirmation?.question;
  const worded = question !== undefined && WORDED.has(question);
  const key = worded ? `conditionConfirm.${question}` : 'conditionConfirm.other';
  const answerLabel =
    confirmation && question
      ? confirmation.answer === 'not_sure'
        ? t('conditionQuestions.notSure')
        : t(`conditionQuestions.questions.${question}.options.${confirmation.answer}`)
      : '';
  return (
    <Modal
      opened={confirmation !== null}
      onClose={onDismiss}
      title={
        worded
          ? t(`${key}.title`)
          : t('conditionConfirm.other.title', {
              question: t(`conditionQuestions.questions.${question}.label`),
            })
      }
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('conditionConfirm.back') }}
      data-testid="match-confirmation"
    >
      <Stack gap="md">
        <Text size="sm">{t(`${key}.text`, { words: confirmation?.words ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" data-autofocus onClick={() => onAnswer(false)}>
            {t('conditionConfirm.no')}
          </Button>
          <Button onClick={() => onAnswer(true)}>{t(`${key}.yes`, { answer: answerLabel })}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
