import { countryCode } from '@foodhub/domain';
import { formatNumber } from '../format-number';
import i18n from '../i18n';
import type { ProviderView } from './provider-view';

/**
 * A distance in metres as km: one decimal in the list, two in the map card (spec part 1 §9),
 * with the separators of the interface language.
 */
export function formatKm(metres: number, decimals: 1 | 2, language: string): string {
  const km = formatNumber(
    metres / 1000,
    { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    language,
  );
  return `${km} km`;
}

/** Keys of additional_company_information never shown (spec part 1 §3). */
export const HIDDEN_INFO_KEYS: readonly string[] = [
  'non_profit',
  'umbrella_organization',
  'opened_year',
];

/**
 * The link a 'website' value opens: http and https addresses as given, a bare host
 * ('example.org/x') with https:// in front; anything else (javascript:, data:, mailto:, ftp:)
 * is no link at all (spec part 1 §3, issue: only http/https links from provider data).
 */
export function websiteHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (!raw || /\s/.test(raw)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw);
  const candidate = hasScheme ? raw : `https://${raw.replace(/^\/\//, '')}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // 'localhost:8080' parses as a scheme; a real host name has a dot or is an address.
    if (!url.hostname.includes('.') && !url.hostname.startsWith('[')) return null;
    return url.href;
  } catch {
    return null;
  }
}

export interface InfoEntry {
  key: string;
  /** The key as words: 'founded_by' reads 'Founded by'. */
  label: string;
  value: string;
  href: string | null;
}

const asWords = (key: string) => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
};

function valueText(value: unknown, yes: string, no: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const parts = value.map((v) => valueText(v, yes, no)).filter((v): v is string => v !== null);
    return parts.length > 0 ? parts.join(', ') : null;
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => {
        const inner = valueText(v, yes, no);
        return inner === null ? null : `${asWords(k)}: ${inner}`;
      })
      .filter((v): v is string => v !== null);
    return parts.length > 0 ? parts.join('; ') : null;
  }
  return null;
}

/**
 * What 'Additional Information' lists: every key but the hidden ones, values as text (yes/no
 * for booleans), and the website as a link when it is a safe one.
 */
export function additionalInfoEntries(
  info: Record<string, unknown> | null,
  words: { yes: string; no: string },
): InfoEntry[] {
  if (!info) return [];
  return Object.entries(info)
    .filter(([key]) => !HIDDEN_INFO_KEYS.includes(key))
    .map(([key, raw]) => {
      const value = valueText(raw, words.yes, words.no);
      if (value === null) return null;
      return {
        key,
        label: asWords(key),
        value,
        href: key === 'website' ? websiteHref(raw) : null,
      };
    })
    .filter((entry): entry is InfoEntry => entry !== null);
}

/**
 * A country code or name in the interface language ('AT' reads 'Austria' / 'Österreich'): the
 * tool's own name for a country it serves (the same as step 1 lists), else the browser's. The
 * browser's first Intl.DisplayNames loads every region's names (about 90 ms), so a list of
 * Alpine providers never asks it.
 */
export function countryName(value: string, language: string): string {
  const code = countryCode(value);
  if (!code) return value;
  // The language's own name, once its words are loaded (never another language's).
  const own: unknown = i18n.getResource(language, 'common', `countries.${code}`);
  if (typeof own === 'string') return own;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? value;
  } catch {
    return value;
  }
}

/** 'Address, Postal code City, Country', from the parts that exist; null when none does. */
export function locationText(location: ProviderView['location'], language: string): string | null {
  const place = [location.postalCode, location.city].filter(Boolean).join(' ');
  const parts = [
    location.address,
    place || null,
    location.country ? countryName(location.country, language) : null,
  ].filter((part): part is string => part !== null && part !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

/** 'City, Country' for a card's header, or null. */
export function placeText(location: ProviderView['location'], language: string): string | null {
  const parts = [
    location.city,
    location.country ? countryName(location.country, language) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}
