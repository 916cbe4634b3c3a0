import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../../../api/products';
import { useStepperStore } from '../../../stores/stepper-store';
import { LocatedNote } from './company/located-note';
import { ConditionField } from './surplus/condition-field';
import { ConditionQuestions } from './surplus/condition-questions';
import { FoodGroupFields } from './surplus/food-group-fields';
import { QuantityFields } from './surplus/quantity-fields';
import { SeasonalFields } from './surplus/seasonal-fields';
import { SurplusHelp } from './surplus/surplus-help';
import { ENTRY_TEXT_MAX_LENGTH } from '@foodhub/domain';
import { SurplusNameField } from './surplus/surplus-name-field';
import { GrowingTextarea } from '../../../components/growing-textarea';

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {title && (
          <Title order={3} fz="lg">
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Step 2, Food Surplus (spec part 1 §2): every field optional, each change saved at once in the
 * persisted stepper store, so it survives a reload and is what Find Solutions matches.
 */
export function FoodSurplusStep() {
  const { t } = useTranslation('matching');
  const { t: tc } = useTranslation('common');
  const products = useProducts();
  const additionalInfo = useStepperStore((s) => s.wasteInfo.additionalSurplusInfo);
  const setWasteInfo = useStepperStore((s) => s.setWasteInfo);

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={2}>{tc('pages.foodSurplus.title')}</Title>
          <Text c="dimmed" mt={4}>
            {tc('pages.foodSurplus.subtitle')}
          </Text>
          <LocatedNote linkToAddress />
        </div>
        <SurplusHelp />
        <Section title={t('foodSurplus.sections.what')}>
          <SurplusNameField products={products} />
          <FoodGroupFields products={products} />
          <ConditionField />
        </Section>
        <ConditionQuestions />
        <Section title={t('foodSurplus.sections.quantity')}>
          <QuantityFields />
        </Section>
        <Section title={t('foodSurplus.sections.seasonal')}>
          <SeasonalFields />
        </Section>
        <Section>
          <GrowingTextarea
            label={t('foodSurplus.additional.label')}
            description={t('foodSurplus.additional.description')}
            placeholder={t('foodSurplus.additional.placeholder')}
            minRows={3}
            maxRows={10}
            maxLength={ENTRY_TEXT_MAX_LENGTH}
            value={additionalInfo}
            onChange={(event) => setWasteInfo({ additionalSurplusInfo: event.currentTarget.value })}
          />
        </Section>
      </Stack>
    </Container>
  );
}
