import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessCategoryLabel } from '../../../components/catalogue-labels';
import type { CompanyProfile } from '../../../stores/stepper-data';
import { FactList, filledText, type Fact } from '../../../components/fact-list';

/** Location as one line: address, postal code city, country (parts that exist). */
function locationLine(location: CompanyProfile['location']): string | null {
  if (!location) return null;
  const place = [filledText(location.postalCode), filledText(location.city)]
    .filter(Boolean)
    .join(' ');
  const parts = [filledText(location.address), place || null, filledText(location.country)];
  return parts.filter(Boolean).join(', ') || null;
}

/**
 * The company side of card 1: only the fields that exist (spec part 1 §2); a private person's
 * name is a name, not a company's.
 */
export function CompanyFacts({
  company,
  isPrivate = false,
}: {
  company: CompanyProfile;
  isPrivate?: boolean;
}) {
  const { t } = useTranslation(['matching', 'catalogue']);
  const facts: Fact[] = [];
  const name = filledText(company.name);
  const category = filledText(company.businessCategory);
  const codes = (company.naceCodes ?? []).map((nace) => filledText(nace?.code)).filter(Boolean);
  const description = filledText(company.description);
  const location = locationLine(company.location);
  if (name)
    facts.push({ label: t(isPrivate ? 'company.namePrivate' : 'company.name'), value: name });
  if (category) {
    facts.push({ label: t('company.businessCategory'), value: businessCategoryLabel(category, t) });
  }
  if (codes.length > 0) facts.push({ label: t('company.naceCodes'), value: codes.join(', ') });
  if (description) facts.push({ label: t('company.description'), value: description });
  if (location) facts.push({ label: t('company.location'), value: location });

  if (facts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t(isPrivate ? 'company.nonePrivate' : 'company.none')}
      </Text>
    );
  }
  return <FactList facts={facts} />;
}
