import type { OperatorIdentity } from '@foodhub/contracts';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/fact-list';
import { useOperator } from '../../lib/client-config';

export type OperatorField = keyof OperatorIdentity;

/** Only web addresses with http(s) become links; anything else stays text. */
function websiteHref(value: string): string | null {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function FieldValue({ field, value }: { field: OperatorField; value: string }) {
  if (field === 'email' || field === 'privacyEmail') {
    return <Anchor href={`mailto:${value}`}>{value}</Anchor>;
  }
  if (field === 'phone')
    return <Anchor href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</Anchor>;
  if (field === 'website') {
    const href = websiteHref(value);
    if (href) {
      return (
        <Anchor href={href} target="_blank" rel="noopener noreferrer">
          {value}
        </Anchor>
      );
    }
  }
  return <span style={{ whiteSpace: 'pre-line' }}>{value}</span>;
}

/**
 * The operator's identity as configured (OPERATOR_* settings). An unset field shows a neutral
 * placeholder, so a fresh installation never publishes somebody else's details.
 */
export function OperatorFacts({ fields }: { fields: readonly OperatorField[] }) {
  const { t } = useTranslation('legal');
  const operator = useOperator();
  return (
    <FactList
      facts={fields.map((field) => {
        const value = operator[field];
        return {
          label: t(`operator.${field}`),
          value: value ? (
            <FieldValue field={field} value={value} />
          ) : (
            <Text component="span" c="dimmed" fs="italic" data-placeholder={field}>
              {t('operator.notSet')}
            </Text>
          ),
        };
      })}
    />
  );
}

/** True when the operator left any of these fields unset (a note then explains the placeholders). */
export function useHasPlaceholders(fields: readonly OperatorField[]): boolean {
  const operator = useOperator();
  return fields.some((field) => !operator[field]);
}
