import { ENTRY_NAME_MAX_LENGTH } from '@foodhub/domain';
import { Container, Fieldset, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePrivatePerson } from '../../../hooks/use-private-person';
import { useStepperStore } from '../../../stores/stepper-store';
import { AccountActions } from './company/account-actions';
import { AddressFields } from './company/address-fields';
import { BusinessCategoryInput, CompanyDescriptionInput } from './company/business-fields';
import { NaceCodePicker } from './company/nace-code-picker';
import { HelpPanel } from './help-panel';
import { ToolInfoModal } from './tool-info-modal';

const HELP_PARAGRAPHS = ['optional', 'address', 'activity', 'private'] as const;

/**
 * Step 1, Company Data (spec part 1 §2): every field optional, each change kept at once in the
 * persisted stepper store. Next (in the stepper actions) geocodes the address.
 */
export function CompanyDataStep({ infoWithoutFade = false }: { infoWithoutFade?: boolean }) {
  const { t } = useTranslation('matching');
  const { t: tc } = useTranslation('common');
  const name = useStepperStore((s) => s.companyProfile.name);
  // A private person is asked about themselves: the spec's company names stay for businesses.
  const isPrivate = usePrivatePerson(useStepperStore((s) => s.companyProfile.businessCategory));
  const setCompanyProfile = useStepperStore((s) => s.setCompanyProfile);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={2}>
            {tc(isPrivate ? 'pages.companyData.titlePrivate' : 'pages.companyData.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {tc('pages.companyData.subtitle')}
          </Text>
        </div>
        <HelpPanel id="company-data" title={t('companyData.help.title')}>
          <Stack gap="xs">
            {HELP_PARAGRAPHS.map((key) => (
              <Text size="sm" key={key}>
                {t(`companyData.help.${key}`)}
              </Text>
            ))}
          </Stack>
        </HelpPanel>
        <AccountActions />
        <Fieldset
          legend={t(isPrivate ? 'companyData.sections.aboutYou' : 'companyData.sections.company')}
          radius="md"
        >
          <TextInput
            label={t(isPrivate ? 'companyData.fields.namePrivate' : 'companyData.fields.name')}
            name="companyName"
            autoComplete={isPrivate ? 'name' : 'organization'}
            maxLength={ENTRY_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setCompanyProfile({ name: event.currentTarget.value })}
          />
        </Fieldset>
        <Fieldset legend={t('companyData.sections.address')} radius="md">
          <AddressFields />
        </Fieldset>
        <Fieldset legend={t('companyData.sections.activity')} radius="md">
          <Stack gap="lg">
            <BusinessCategoryInput />
            <NaceCodePicker />
            <CompanyDescriptionInput isPrivate={isPrivate} />
          </Stack>
        </Fieldset>
      </Stack>
      <ToolInfoModal withoutFade={infoWithoutFade} />
    </Container>
  );
}
