import type { ProviderEntry, UserInfo } from '@foodhub/contracts';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearEntryDraft, readEntryDraft, saveEntryDraft } from '../lib/draft';
import { emptyFormValues, formValuesOf, type ProviderEntryFormValues } from '../lib/form-values';
import { validateEntry } from '../lib/validation';

export type EntryForm = UseFormReturnType<ProviderEntryFormValues>;

interface EntryFormOptions {
  entry: ProviderEntry | null;
  /** The account, for a first entry's company name and address. */
  user: UserInfo | undefined;
  /** Whose draft to keep (the account's id); null keeps none. */
  owner: string | null;
}

/** The values to start from: the saved entry, or a first one filled from the account. */
function baseValues({ entry, user }: EntryFormOptions): ProviderEntryFormValues {
  return entry ? formValuesOf(entry) : emptyFormValues(user);
}

const sameValues = (a: ProviderEntryFormValues, b: ProviderEntryFormValues) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The entry's form: the saved entry (or the account's prefill), or the unsaved edits of this
 * tab when there are some; every edit is kept as the draft until a save or a discard.
 * `focusFirstError` moves the focus to the first invalid field once the errors are drawn.
 */
export function useEntryForm(options: EntryFormOptions) {
  const { owner } = options;
  // Read once: the form starts from it; later answers (a save) do not reset what is typed.
  const [start] = useState(() => {
    const base = baseValues(options);
    const draft = owner ? readEntryDraft(owner) : null;
    if (draft && sameValues(draft, base)) {
      clearEntryDraft(owner!);
      return { values: base, restored: false };
    }
    return { values: draft ?? base, restored: draft !== null };
  });
  const [restored, setRestored] = useState(start.restored);

  const form = useForm<ProviderEntryFormValues>({
    initialValues: start.values,
    validate: validateEntry,
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      if (owner) saveEntryDraft(owner, values);
    },
  });

  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    // The errors are drawn now: the first marked field in the page's order gets the focus,
    // where a screen reader reads its label and its error.
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')
      ?.focus();
  }, [focusRequest]);
  const focusFirstError = useCallback(() => setFocusRequest((n) => n + 1), []);

  /** After a save: what is in the form is what is stored, so no draft is kept. */
  const markSaved = useCallback(() => {
    if (owner) clearEntryDraft(owner);
    form.resetDirty();
    setRestored(false);
  }, [owner, form]);

  /** Drops the restored edits and goes back to the entry as stored. */
  const discardDraft = () => {
    form.setValues(baseValues(options));
    form.clearErrors();
    // After setValues, which keeps each change as the draft.
    if (owner) clearEntryDraft(owner);
    setRestored(false);
  };

  return { form, formRef, restored, discardDraft, markSaved, focusFirstError };
}
