import type { RegistrationForm } from '@foodhub/domain';
import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { pledgeDocument } from '../lib/registration-payload';

/** The business pledge for companies, the citizen pledge for private persons (spec part 1 §2). */
export function PledgeLink({ accountType }: { accountType: RegistrationForm['accountType'] }) {
  const { t } = useTranslation('auth');
  const pledge = pledgeDocument(accountType);
  return (
    <Text size="sm" c="dimmed">
      <Trans
        t={t}
        i18nKey="register.pledgeIntro"
        values={{ pledge: t(`register.${pledge.labelKey}`) }}
        components={{
          pledge: <Anchor href={pledge.href} target="_blank" rel="noopener noreferrer" fw={600} />,
        }}
      />
    </Text>
  );
}
