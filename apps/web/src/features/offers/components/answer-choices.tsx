import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconCheck, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AcceptForm, DeclineForm, ProposeForm, type AnswerFormProps } from './answer-forms';

type Choice = 'accept' | 'propose' | 'decline';

const CHOICES: { choice: Choice; icon: ReactNode }[] = [
  { choice: 'accept', icon: <IconCheck size={20} aria-hidden /> },
  { choice: 'propose', icon: <IconCalendarTime size={20} aria-hidden /> },
  { choice: 'decline', icon: <IconX size={20} aria-hidden /> },
];

const FORMS = { accept: AcceptForm, propose: ProposeForm, decline: DeclineForm } as const;

/**
 * The provider's answer to an offer that waits for it: accept, propose another time or decline,
 * each a button that opens its form below (one at a time); what is sent goes through onAnswer.
 */
export function AnswerChoices(props: AnswerFormProps & { failure: ReactNode }) {
  const { failure, ...formProps } = props;
  const { t } = useTranslation('offers');
  const [choice, setChoice] = useState<Choice | null>(null);
  const Form = choice ? FORMS[choice] : null;
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="offer-answer-heading"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="offer-answer-heading">
            {t('choices.heading')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('choices.hint')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {CHOICES.map(({ choice: value, icon }) => (
            <Button
              key={value}
              size="lg"
              h="auto"
              mih={52}
              py="xs"
              variant={choice === value ? 'filled' : 'default'}
              leftSection={icon}
              aria-expanded={choice === value}
              aria-controls={choice === value ? `offer-${value}-form` : undefined}
              onClick={() => setChoice(value)}
              styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
            >
              {t(`choices.${value}`)}
            </Button>
          ))}
        </SimpleGrid>
        {Form && <Form key={choice} {...formProps} />}
        {failure}
      </Stack>
    </Paper>
  );
}
