import type { AuditEntry } from '@foodhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { useRoleNames } from './roles';

/** Detail values that hold role lists, read as role names. */
const ROLE_DETAILS = new Set(['role', 'roles', 'before', 'after']);

/** An action in words, and the details those words already say (left out of the details). */
interface ActionWords {
  text: string;
  said: readonly string[];
}

/** An audit entry in words: the action ('Granted role admin') and its other details. */
export function useAuditText() {
  const { t, i18n } = useTranslation('admin');
  const { roleName, roleList } = useRoleNames();
  // A count of a detail, for a plural text; null when the detail is not a count.
  const countOf = (raw: unknown): number | null =>
    typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : null;
  const number = (value: number) =>
    formatNumber(value, { maximumFractionDigits: 0 }, i18n.language);

  // The API names an entry's changed fields as the contract does ('company_name'); a field this
  // client does not know yet is shown as named.
  const fieldList = (raw: unknown): string | null =>
    Array.isArray(raw) && raw.length > 0
      ? raw
          .map((field) => t(`audit.fields.${String(field)}`, { defaultValue: String(field) }))
          .join(', ')
      : null;

  const value = (key: string, raw: unknown): string => {
    if (ROLE_DETAILS.has(key) && typeof raw === 'string') return roleName(raw);
    if (ROLE_DETAILS.has(key) && Array.isArray(raw)) return roleList(raw.map(String));
    if (key === 'fields') return fieldList(raw) ?? '–';
    if (raw === null || raw === undefined) return '–';
    return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  };

  /** The words of the actions this client knows; null for any other (shown as the API names it). */
  const words = ({ action, details }: AuditEntry): ActionWords | null => {
    const { role, reason } = details;
    switch (action) {
      case 'role.grant':
      case 'role.revoke':
        if (typeof role !== 'string') return null;
        return {
          text: t(action === 'role.grant' ? 'audit.actions.grant' : 'audit.actions.revoke', {
            role: roleName(role),
          }),
          said: ['role'],
        };
      case 'provider.submit':
        return { text: t('audit.actions.providerSubmit'), said: [] };
      case 'provider.edit': {
        const fields = fieldList(details.fields);
        return fields
          ? { text: t('audit.actions.providerEdit', { fields }), said: ['fields'] }
          : { text: t('audit.actions.providerEditNoFields'), said: [] };
      }
      case 'provider.withdraw':
        return { text: t('audit.actions.providerWithdraw'), said: [] };
      case 'provider.approve':
        return { text: t('audit.actions.providerApprove'), said: [] };
      case 'provider.admin-edit': {
        // An operator's correction in the Providers section (PUT /admin/providers/{id}).
        const fields = fieldList(details.fields);
        return fields
          ? { text: t('audit.actions.providerAdminEdit', { fields }), said: ['fields'] }
          : null;
      }
      case 'provider.import': {
        const imported = countOf(details.imported);
        const rejected = countOf(details.rejected);
        if (imported === null || rejected === null || typeof details.source !== 'string') {
          return null;
        }
        return {
          text: t('audit.actions.providerImport', {
            count: imported,
            number: number(imported),
            source: details.source,
            rejected: t('audit.actions.rejectedRows', {
              count: rejected,
              number: number(rejected),
            }),
          }),
          said: ['imported', 'rejected', 'source'],
        };
      }
      case 'provider.remove-samples': {
        const removed = countOf(details.count);
        return removed === null
          ? null
          : {
              text: t('audit.actions.providerRemoveSamples', {
                count: removed,
                number: number(removed),
              }),
              said: ['count'],
            };
      }
      case 'provider.reject':
        return typeof reason === 'string' && reason.trim()
          ? { text: t('audit.actions.providerReject', { reason }), said: ['reason'] }
          : { text: t('audit.actions.providerRejectNoReason'), said: [] };
      default:
        return null;
    }
  };

  return {
    action: (entry: AuditEntry): string => words(entry)?.text ?? entry.action,
    /** The details the action's words do not say yet, as 'Label: value' lines. */
    details: (entry: AuditEntry): string[] => {
      const said = words(entry)?.said ?? [];
      return Object.entries(entry.details)
        .filter(([key]) => !said.includes(key))
        .map(([key, raw]) => {
          const label = t(`audit.detailKeys.${key}`, { defaultValue: key });
          return t('audit.detail', { label, value: value(key, raw) });
        });
    },
  };
}
