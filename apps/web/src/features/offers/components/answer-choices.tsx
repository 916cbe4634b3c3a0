import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconCheck, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerChoice } from '../lib/answer-rules';
import { AcceptForm, DeclineForm, ProposeForm, type AnswerFormProps } from './answer-forms';
import { OfferSectionFrame } from './offer-section';

const ICONS: Record<AnswerChoice, ReactNode> = {
  accept: <IconCheck size={20} aria-hidden />,
  propose: <IconCalendarTime size={20} aria-hidden />,
  decline: <IconX size={20} aria-hidden />,
};

const ALL_CHOICES: readonly AnswerChoice[] = ['accept', 'propose', 'decline'];

const FORMS = { accept: AcceptForm, propose: ProposeForm, decline: DeclineForm } as const;

export interface AnswerChoicesProps extends AnswerFormProps {
  /** Why the last answer was not taken (an alert), shown below the forms; else nothing. */
  failure: ReactNode;
  /** The line under the heading: how answering works where the choices are shown. */
  hint: ReactNode;
  /** The answers the offer's state allows, in this order (all three unless told). */
  choices?: readonly AnswerChoice[];
}

/**
 * The provider's answer to an offer that waits for it: accept, propose another time or decline,
 * each a button that opens its form below (one at a time); what is sent goes through onAnswer
 * (the e-mailed link's page and the organisation's inbox each pass their own).
 */
export function AnswerChoices(props: AnswerChoicesProps) {
  const { failure, hint, choices = ALL_CHOICES, ...formProps } = props;
  const { t } = useTranslation('offers');
  const [picked, setChoice] = useState<AnswerChoice | null>(null);
  // A choice the state no longer allows (after a proposal, only declining is left) is closed.
  const choice = picked && choices.includes(picked) ? picked : null;
  const Form = choice ? FORMS[choice] : null;
  return (
    <OfferSectionFrame id="offer-answer-heading">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="offer-answer-heading">
            {t('choices.heading')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {hint}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: choices.length }} spacing="sm">
          {choices.map((value) => (
            <Button
              key={value}
              size="lg"
              h="auto"
              mih={52}
              py="xs"
              variant={choice === value ? 'filled' : 'default'}
              leftSection={ICONS[value]}
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
    </OfferSectionFrame>
  );
}
