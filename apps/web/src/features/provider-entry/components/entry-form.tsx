import type { ProviderEntry, UserInfo } from '@foodhub/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { localizedServerMessage } from '../../../lib/server-text';
import { isUnknownSolution, useSaveProviderEntry } from '../api/my-provider-entry';
import { useEntryForm } from '../hooks/use-entry-form';
import { toEntryBody } from '../lib/form-values';
import { ContactSection } from './contact-section';
import { FoodSection } from './food-section';
import { LocationSection } from './location-section';
import { LogisticsSection } from './logistics-section';
import { OrganisationSection } from './organisation-section';
import { RequirementsSection } from './requirements-section';
import { SolutionsSection } from './solutions-section';

interface EntryFormProps {
  entry: ProviderEntry | null;
  user: UserInfo | undefined;
  owner: string | null;
}

/** What the save button says it does, by where the entry stands. */
function saveLabelKey(entry: ProviderEntry | null) {
  if (!entry) return 'actions.submit' as const;
  if (entry.status === 'rejected' || entry.status === 'withdrawn') return 'actions.resubmit';
  return 'actions.save' as const;
}

/**
 * The entry's fields in sections, checked as the contract checks them; saving (PUT
 * /me/provider) puts the answer, with its status, in place of the entry held.
 */
export function EntryForm({ entry, user, owner }: EntryFormProps) {
  const { t } = useTranslation(['provider-entry', 'matching']);
  const { t: tc } = useTranslation('common');
  const { form, formRef, restored, discardDraft, markSaved, focusFirstError } = useEntryForm({
    entry,
    user,
    owner,
  });
  const save = useSaveProviderEntry();
  // Countries are stored by their name in the interface language, as step 1 stores them.
  const countryName = useCallback((code: string) => t(`common:countries.${code}`), [t]);

  // A refused save is said where the focus is, not only at the end of a long page.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (save.error) errorRef.current?.focus();
  }, [save.error]);

  const handleSubmit = form.onSubmit((values) => {
    if (save.isPending) return;
    const body = toEntryBody(values, countryName);
    // validateEntry let it through, so the place is there; the check only tells TypeScript.
    if (!body.location_geo) return;
    save.mutate(
      { ...body, location_geo: body.location_geo },
      {
        onSuccess: (saved) => {
          markSaved();
          notifySuccess({
            title: t('saved.title'),
            message:
              saved.status !== 'approved'
                ? t('saved.submitted')
                : saved.review_changes
                  ? t('saved.liveUnverified')
                  : t('saved.live'),
            closeLabel: tc('dialog.close'),
          });
        },
      },
    );
  }, focusFirstError);

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={t('form.label')}>
      <Stack gap="lg">
        {restored && (
          <Alert color="blue" variant="light" icon={<IconRestore aria-hidden />} role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('draft.restored')}</Text>
              <Button size="compact-sm" variant="default" onClick={discardDraft}>
                {t('draft.discard')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('form.required')}
        </Text>
        <OrganisationSection form={form} />
        <LocationSection form={form} countryName={countryName} focusFirstError={focusFirstError} />
        <SolutionsSection form={form} />
        <FoodSection form={form} />
        <LogisticsSection form={form} />
        <RequirementsSection form={form} />
        <ContactSection form={form} />
        {save.error && (
          <Alert
            ref={errorRef}
            tabIndex={-1}
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('errors.saveFailedTitle')}
          >
            {isUnknownSolution(save.error)
              ? t('errors.unknownSolution')
              : localizedServerMessage(save.error, t, t('errors.saveFailed'))}
          </Alert>
        )}
        <Group justify="flex-end">
          {/* Full width and wrapping on phones: 'Enregistrer et soumettre pour approbation'. */}
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            w={{ base: '100%', xs: 'auto' }}
            h="auto"
            styles={{
              inner: { minHeight: 34, paddingBlock: 4 },
              label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
            }}
          >
            {t(saveLabelKey(entry))}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
