import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

// The page may load Google's tag script and send to Google Analytics only where the operator
// turned statistics on (GA_MEASUREMENT_ID); elsewhere the policy names no outside script host.

async function policy(env: Record<string, string> = {}) {
  const ctx = await createTestApp({ env });
  try {
    const res = await ctx.app.inject({ url: '/tool/api/health' });
    const directives = String(res.headers['content-security-policy']).split(';');
    return (name: string) => directives.find((d) => d.trim().startsWith(`${name} `))?.trim() ?? '';
  } finally {
    await ctx.close();
  }
}

describe('content security policy', () => {
  it('names no Google host without GA_MEASUREMENT_ID', async () => {
    const directive = await policy();
    // No web build here, so no pre-rendered page's inline script either (test/prerendered-pages).
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
  });

  it('allows the tag manager and the analytics hosts with GA_MEASUREMENT_ID', async () => {
    const directive = await policy({ GA_MEASUREMENT_ID: 'G-TEST123' });
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com",
    );
  });
});
