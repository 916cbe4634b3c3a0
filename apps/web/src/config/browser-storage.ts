/**
 * The names under which the web app keeps things in the browser: its one cookie and its
 * localStorage and sessionStorage keys. Only the browser reads them: the server takes the token
 * from the Authorization header, never from the cookie.
 */

/** The cookie holding the bearer token (spec part 1 §7); it lives ACCESS_TOKEN_TTL_SECONDS. */
export const ACCESS_TOKEN_COOKIE = 'access_token';

/** localStorage: the interface language the user chose (spec part 1 §9). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** localStorage: the visitor's answer to the usage statistics banner ('granted', 'denied'). */
export const ANALYTICS_CONSENT_STORAGE_KEY = 'analytics-consent';

/** sessionStorage: step 1's info dialog was seen in this browser session (spec part 1 §2). */
export const TOOL_INFO_SEEN_STORAGE_KEY = 'foodhub-tool-info-seen';
