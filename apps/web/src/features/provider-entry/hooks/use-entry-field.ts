import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/validation';
import type { EntryForm } from './use-entry-form';

/** The element id of a form path: 'capacity.0.note' -> 'provider-entry-capacity-0-note'. */
export function fieldId(path: string): string {
  return `provider-entry-${path.replace(/\./g, '-')}`;
}

/**
 * The props of one field of the entry form: value, handlers, a stable id and its error in the
 * interface language (errors are kept as kinds, so a language switch translates them too).
 */
export function useEntryField(form: EntryForm) {
  const { t } = useTranslation('provider-entry');
  return (path: string, options?: { type: 'checkbox' }) => {
    const { error, ...input } = form.getInputProps(path, options);
    return { ...input, id: fieldId(path), error: errorText(error, t) };
  };
}
