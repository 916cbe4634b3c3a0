// Session constants shared by the server (token expiry) and the client (cookie lifetime).

/** Access token and its cookie live 10 hours (spec part 1 §9, part 2 §9). */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60 * 60;

/** A password reset link stays valid this long; single use. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** Registration success: redirect after 3 s when the password is shown, 10 s countdown otherwise. */
export const REGISTER_PASSWORD_REDIRECT_MS = 3000;
export const REGISTER_SUCCESS_COUNTDOWN_SECONDS = 10;

export const SUPPORTED_LANGUAGES = ['en', 'de', 'sl', 'it', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** localStorage key of the interface language (spec part 1 §9). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Name of the cookie holding the bearer token (spec part 1 §7). */
export const ACCESS_TOKEN_COOKIE = 'access_token';

/** localStorage key of the visitor's answer to the usage statistics banner ('granted', 'denied'). */
export const ANALYTICS_CONSENT_STORAGE_KEY = 'analytics-consent';

/** Session storage flag: step 1's info dialog was seen in this browser session (spec part 1 §2). */
export const TOOL_INFO_SEEN_STORAGE_KEY = 'foodhub-tool-info-seen';
