import type { AnalysisProvider } from '../store';

/**
 * A provider's distance in km (spec part 2 §2): dist.calculated in metres divided by 1000, or
 * dist_km as some sources send it; null when neither is a number.
 */
export function providerDistanceKm(provider: AnalysisProvider): number | null {
  const loose = provider as { dist?: { calculated?: unknown }; dist_km?: unknown };
  const metres = loose.dist?.calculated;
  if (typeof metres === 'number' && Number.isFinite(metres)) return metres / 1000;
  const km = loose.dist_km;
  return typeof km === 'number' && Number.isFinite(km) ? km : null;
}

/** 'Address, postal code city, country' of a provider, for the transport destination. */
export function providerAddressText(provider: AnalysisProvider): string {
  const loose = provider as {
    location?: {
      address?: unknown;
      city?: unknown;
      postal_code?: unknown;
      postalCode?: unknown;
      country?: unknown;
    } | null;
  };
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const l = loose.location ?? {};
  const place = [text(l.postal_code) ?? text(l.postalCode), text(l.city)].filter(Boolean).join(' ');
  return [text(l.address), place || null, text(l.country)].filter(Boolean).join(', ');
}
