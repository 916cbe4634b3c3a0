import type { Offer } from '@foodhub/contracts';
import { useTranslation } from 'react-i18next';
import { filledText } from '../../../components/fact-list';
import { formatNumber } from '../../../lib/format-number';
import { countryName } from '../../../lib/providers/provider-format';

/** 'Tafel Wien, Wien, Austria': the provider's name and where it is. */
export function useProviderText() {
  const { t, i18n } = useTranslation('offers');
  return (provider: Offer['provider']) =>
    [
      filledText(provider.name) ?? t('donor.list.unnamedProvider'),
      filledText(provider.city),
      provider.country ? countryName(provider.country, i18n.language) : null,
    ]
      .filter(Boolean)
      .join(', ');
}

/** The surplus in a line: 'Bread, 40 kg'. */
export function useSurplusText() {
  const { t, i18n } = useTranslation('offers');
  return (surplus: Offer['surplus']) => {
    const amount = surplus.amount?.value;
    if (typeof amount !== 'number' || !Number.isFinite(amount)) return surplus.name;
    return t('donor.list.surplusAmount', {
      name: surplus.name,
      amount: t('facts.amountValue', {
        value: formatNumber(amount, { maximumFractionDigits: 3 }, i18n.language),
        unit: filledText(surplus.amount?.unit) ?? 'kg',
      }),
    });
  };
}
