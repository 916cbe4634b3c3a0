/**
 * Outside links of the header and footer, configurable at build time (VITE_* variables, see
 * apps/web/.env.example). An empty value falls back to the default.
 */
export const EDUCATION_URL = import.meta.env.VITE_EDUCATION_URL || 'https://www.alpine-space.eu/';
export const PROJECT_URL = import.meta.env.VITE_PROJECT_URL || 'https://www.alpine-space.eu/';
export const CONTACT_EMAIL = import.meta.env.VITE_CONTACT_EMAIL || 'contact@alpine-food-hub.eu';

/** A file shipped in public/, under the app's base path (/tool/). */
export function publicAsset(file: string): string {
  return `${import.meta.env.BASE_URL}${file.replace(/^\/+/, '')}`;
}
