import { PROVIDER_ENTRY_LIMITS as LIMITS, type AdminProviderDetail } from '@foodhub/contracts';
import { SERVICE_COUNTRY_CODES } from '@foodhub/domain';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  type ComboboxItemGroup,
} from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { localizedServerMessage } from '../../../lib/server-text';
import { useEditProvider } from '../api/admin-catalogue';
import { isForbidden } from '../lib/access';
import {
  editBody,
  editRefusalKey,
  editValuesOf,
  firstError,
  validateEdit,
  type EditError,
  type EditErrors,
  type EditField,
  type ProviderEditValues,
} from '../lib/provider-edit';
import { useAdminFormat } from '../lib/format';
import { useDenyOnForbidden } from './admin-access';
import { BusyIcon } from './busy-icon';
import { GrowingTextarea } from '../../../components/growing-textarea';

/**
 * The fields of adminProviderEdit, checked as the contract checks them before anything is sent;
 * the first wrong field takes the focus, and a refusal of the API is said in an alert that takes
 * it too (it appears at the end of a long form).
 */
export function ProviderEditForm({
  detail,
  solutionChoices,
  onSaved,
  onCancel,
}: {
  detail: AdminProviderDetail;
  /** The solutions as choices, the provider's ids the catalogue lacks included. */
  solutionChoices: ComboboxItemGroup[];
  onSaved: (saved: AdminProviderDetail) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { country } = useAdminFormat();
  const idPrefix = useId();
  const save = useEditProvider();
  useDenyOnForbidden(save.error);
  const [values, setValues] = useState<ProviderEditValues>(() => editValuesOf(detail));
  const [errors, setErrors] = useState<EditErrors>({});
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (save.error) alertRef.current?.focus();
  }, [save.error]);

  const idOf = (field: EditField) => `${idPrefix}-${field}`;
  const errorText = (error: EditError | undefined): string | undefined => {
    if (!error) return undefined;
    const [kind, limit] = error.split(':');
    const max = limit ? formatNumber(Number(limit), {}, i18n.language) : '';
    switch (kind) {
      case 'tooLong':
        return t('catalogue.edit.errors.tooLong', { max });
      case 'tooMany':
        return t('catalogue.edit.errors.tooMany', { max });
      case 'required':
        return t('catalogue.edit.errors.required');
      case 'email':
        return t('catalogue.edit.errors.email');
      case 'number':
        return t('catalogue.edit.errors.number');
      case 'bothCoordinates':
        return t('catalogue.edit.errors.bothCoordinates');
      case 'latitudeRange':
        return t('catalogue.edit.errors.latitudeRange');
      case 'longitudeRange':
        return t('catalogue.edit.errors.longitudeRange');
      case 'solutionsMin':
        return t('catalogue.edit.errors.solutionsMin');
      default:
        return t('catalogue.edit.errors.invalid');
    }
  };
  const change = <F extends EditField>(field: F, value: ProviderEditValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The point's two fields are one rule: a change to one settles the other's error too.
    const related: EditField[] =
      field === 'latitude' || field === 'longitude' ? ['latitude', 'longitude'] : [field];
    setErrors((current) => {
      const next = { ...current };
      for (const f of related) delete next[f];
      return next;
    });
  };
  const text = (field: Exclude<EditField, 'solution_ids'>, max: number, required = false) => ({
    id: idOf(field),
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      change(field, event.currentTarget.value),
    error: errorText(errors[field]),
    maxLength: max,
    required,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateEdit(values);
    setErrors(found);
    const first = firstError(found);
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    save.mutate({ id: detail.id, body: editBody(values) }, { onSuccess: onSaved });
  };

  const refusal = save.error && !isForbidden(save.error) ? editRefusalKey(save.error) : null;
  const countryChoices = [
    { value: '', label: t('catalogue.edit.countryPlaceholder'), disabled: true },
    ...SERVICE_COUNTRY_CODES.map((code) => ({ value: code, label: country(code) })),
  ];
  // A stored country the tool does not serve is not offered: the operator is told which it was.
  const storedCountry = detail.edit.location.country?.trim();
  const unservedCountry = storedCountry && !values.country ? storedCountry : null;

  return (
    <form noValidate onSubmit={submit} aria-label={t('catalogue.edit.formLabel')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('catalogue.edit.required')}
        </Text>
        <TextInput label={t('catalogue.edit.name')} {...text('company_name', LIMITS.name, true)} />
        <TextInput
          label={t('catalogue.edit.businessCategory')}
          {...text('business_category', LIMITS.short)}
        />
        <GrowingTextarea
          label={t('catalogue.edit.description')}
          {...text('description', LIMITS.text)}
          minRows={2}
          maxRows={8}
        />
        <Title order={3} fz="md">
          {t('catalogue.edit.placeTitle')}
        </Title>
        <TextInput label={t('catalogue.edit.address')} {...text('address', LIMITS.short, true)} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput label={t('catalogue.edit.postalCode')} {...text('postal_code', 20, true)} />
          <TextInput label={t('catalogue.edit.city')} {...text('city', LIMITS.short, true)} />
          <NativeSelect
            label={t('catalogue.edit.country')}
            id={idOf('country')}
            value={values.country}
            data={countryChoices}
            onChange={(event) => change('country', event.currentTarget.value)}
            error={errorText(errors.country)}
            description={
              unservedCountry
                ? t('catalogue.edit.countryNotServed', { country: unservedCountry })
                : undefined
            }
            required
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('catalogue.edit.latitude')}
            description={t('catalogue.edit.coordinatesHint')}
            inputMode="decimal"
            {...text('latitude', 30)}
          />
          <TextInput
            label={t('catalogue.edit.longitude')}
            description={t('catalogue.edit.coordinatesHint')}
            inputMode="decimal"
            {...text('longitude', 30)}
          />
        </SimpleGrid>
        <Title order={3} fz="md">
          {t('catalogue.edit.contactTitle')}
        </Title>
        <TextInput
          label={t('catalogue.edit.contactPerson')}
          {...text('contact_person', LIMITS.short)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput type="email" label={t('catalogue.edit.email')} {...text('email', 254)} />
          <TextInput type="tel" label={t('catalogue.edit.phone')} {...text('phone', 40)} />
        </SimpleGrid>
        <TextInput label={t('catalogue.edit.website')} {...text('website', 300)} />
        <MultiSelect
          id={idOf('solution_ids')}
          label={t('catalogue.edit.solutions')}
          description={t('catalogue.edit.solutionsHint', { max: LIMITS.solutions })}
          data={solutionChoices}
          value={values.solution_ids}
          onChange={(ids) => change('solution_ids', ids)}
          error={errorText(errors.solution_ids)}
          maxValues={LIMITS.solutions}
          nothingFoundMessage={t('catalogue.edit.nothingFound')}
          searchable
          required
          maxDropdownHeight={280}
          comboboxProps={{ position: 'bottom-start' }}
        />
        {save.isError && !isForbidden(save.error) && (
          <Alert
            ref={alertRef}
            tabIndex={-1}
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('catalogue.edit.failed')}
          >
            {refusal ? t(refusal) : localizedServerMessage(save.error, t, t('errorText'))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('catalogue.edit.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={
              <BusyIcon
                pending={save.isPending}
                icon={<IconDeviceFloppy size={16} aria-hidden />}
              />
            }
            aria-disabled={save.isPending || undefined}
          >
            {t('catalogue.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
