import type { AnalyticsEvent, PublicConfig } from '@foodhub/contracts';
import { ANALYTICS_CONSENT_STORAGE_KEY } from '../config/browser-storage';
import { apiFetch } from './api-client';

/**
 * Analytics that collects nothing before consent (spec part 1 §2, privacy policy). With consent,
 * page views and events go to the first-party endpoint, and to GA4 when the operator configured a
 * measurement id.
 */
export type Consent = 'granted' | 'denied';
const CONSENT_KEY = ANALYTICS_CONSENT_STORAGE_KEY;
const CLIENT_ID_KEY = 'analytics-client-id';

let userId: string | null = null;
let gaMeasurementId: string | null = null;
const consentListeners = new Set<(consent: Consent | null) => void>();

export function getConsent(): Consent | null {
  const value = localStorage.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function setConsent(consent: Consent) {
  localStorage.setItem(CONSENT_KEY, consent);
  if (consent === 'denied') localStorage.removeItem(CLIENT_ID_KEY);
  if (consent === 'granted') loadGoogleAnalytics();
  for (const listener of consentListeners) listener(consent);
}

export function onConsentChange(listener: (consent: Consent | null) => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

function clientId(): string {
  let id = localStorage.getItem(CLIENT_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(CLIENT_ID_KEY, id);
  }
  return id;
}

/** Sets (on login) or clears (on logout, failed login) the analytics user id. */
export function setAnalyticsUserId(id: string | null) {
  userId = id;
  gtag('set', { user_id: id ?? undefined });
}

export function getAnalyticsUserId(): string | null {
  return userId;
}

function send(event: Omit<AnalyticsEvent, 'clientId' | 'userId'>) {
  if (getConsent() !== 'granted') return;
  const body = { events: [{ ...event, clientId: clientId(), ...(userId ? { userId } : {}) }] };
  apiFetch('/analytics/events', { method: 'POST', body }).catch(() => {
    // Analytics must never disturb the user.
  });
}

export function trackPageView(path: string) {
  send({ type: 'page_view', name: 'page_view', path });
  gtag('event', 'page_view', { page_path: path });
}

export function trackEvent(name: string, properties?: AnalyticsEvent['properties']) {
  send({ type: 'event', name, path: window.location.pathname, properties });
  gtag('event', name, properties ?? {});
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function gtag(...args: unknown[]) {
  if (getConsent() !== 'granted' || !window.gtag) return;
  window.gtag(...args);
}

/**
 * Reads the GA4 measurement id from the public config (the page's shared GET /config, so the
 * page asks for it once); GA4 is only loaded when configured and consented.
 */
export async function initAnalytics(readConfig: () => Promise<PublicConfig>) {
  try {
    const config = await readConfig();
    gaMeasurementId = config.gaMeasurementId;
  } catch {
    gaMeasurementId = null;
  }
  if (getConsent() === 'granted') loadGoogleAnalytics();
}

function loadGoogleAnalytics() {
  if (!gaMeasurementId || window.gtag) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`;
  document.head.appendChild(script);
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtagShim() {
    // gtag.js expects the arguments object itself in the data layer.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', gaMeasurementId, { send_page_view: false, user_id: userId ?? undefined });
}
