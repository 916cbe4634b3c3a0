import { PROVIDER_ORIGINS, type ProviderOrigin } from '@foodhub/contracts';
import { SERVICE_COUNTRY_CODES } from '@foodhub/domain';
import { Button, Group, NativeSelect, TextInput, type ComboboxData } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueFilters as Filters } from '../lib/catalogue-search';
import { useAdminFormat } from '../lib/format';

const isOrigin = (value: string): value is ProviderOrigin =>
  (PROVIDER_ORIGINS as readonly string[]).includes(value);

/**
 * The catalogue's search (sent on submit: a list that changes under the cursor while typing is
 * hard to follow with a screen reader) and its filters (applied at once, with the search text
 * as it was last sent), as the accounts page has them.
 */
export function CatalogueFilters({
  filters,
  solutions,
  onSearch,
}: {
  filters: Filters;
  /** The solution filter's choices, grouped; the first 'all' choice is added here. */
  solutions: ComboboxData;
  onSearch: (next: Filters) => void;
}) {
  const { t } = useTranslation('admin');
  const { country } = useAdminFormat();
  const [text, setText] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...filters, q: text.trim() || undefined });
  };
  const countries = SERVICE_COUNTRY_CODES.map((code) => ({ value: code, label: country(code) }));

  return (
    <form role="search" aria-label={t('catalogue.searchLabel')} onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={t('catalogue.searchField')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={200}
          w={{ base: '100%', sm: 280 }}
        />
        <NativeSelect
          label={t('catalogue.solutionFilter')}
          value={filters.solution_id ?? ''}
          data={[{ value: '', label: t('catalogue.allSolutions') }, ...solutions]}
          onChange={(event) =>
            onSearch({ ...filters, solution_id: event.currentTarget.value || undefined })
          }
          w={{ base: '100%', xs: 260 }}
        />
        <NativeSelect
          label={t('catalogue.countryFilter')}
          value={filters.country ?? ''}
          data={[{ value: '', label: t('catalogue.allCountries') }, ...countries]}
          onChange={(event) =>
            onSearch({ ...filters, country: event.currentTarget.value || undefined })
          }
          w={{ base: '100%', xs: 180 }}
        />
        <NativeSelect
          label={t('catalogue.originFilter')}
          value={filters.origin ?? ''}
          data={[
            { value: '', label: t('catalogue.allOrigins') },
            ...PROVIDER_ORIGINS.map((value) => ({ value, label: t(`origins.${value}`) })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onSearch({ ...filters, origin: isOrigin(value) ? value : undefined });
          }}
          w={{ base: '100%', xs: 180 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('catalogue.searchButton')}
        </Button>
      </Group>
    </form>
  );
}
