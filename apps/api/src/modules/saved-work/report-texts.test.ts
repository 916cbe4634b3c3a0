import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REPORT_LANGUAGES } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import { REPORT_TEXTS } from './report-texts';

/** The saved report's words on the screen, in a language (the web's reports.json). */
function screenWords(language: string) {
  const file = fileURLToPath(
    new URL(`../../../../web/src/locales/${language}/reports.json`, import.meta.url),
  );
  return (JSON.parse(readFileSync(file, 'utf8')) as { document: Record<string, unknown> })
    .document as Record<string, string> & {
    periods: Record<string, string>;
    figures: Record<string, string>;
    lead: { saves: { once: string } };
  };
}

// A reader who has seen the saved report on the screen finds the same words in its PDF.
describe('REPORT_TEXTS', () => {
  it.each(REPORT_LANGUAGES)('uses the screen’s labels in %s', (language) => {
    const screen = screenWords(language);
    const texts = REPORT_TEXTS[language];
    expect(texts.labels).toMatchObject({
      company: screen.company,
      address: screen.address,
      surplus: screen.surplus,
      amount: screen.amount,
      season: screen.season,
      solution: screen.solution,
      provider: screen.provider,
      transport: screen.distance,
      date: screen.date,
      ended: screen.stopped,
      modelVersion: screen.modelVersion,
    });
    expect(texts.amountValue).toBe(screen.amountValue);
    expect(texts.noProvider).toBe(screen.noProvider);
    expect(texts.transportValue).toBe(screen.distanceValue);
    expect(texts.route).toBe(screen.route);
    expect(texts.estimated).toBe(screen.estimated);
    expect(texts.noTransport).toBe(screen.noTransport);
    expect(texts.periods).toEqual(screen.periods);
    expect(texts.periodDetail).toBe(screen.periodAmount);
    expect(texts.columns.indicator).toBe(screen.indicator);
    expect(texts.columns.avoided).toBe(screen.figures.avoided);
    expect(texts.columns.additional).toBe(screen.figures.transport);
    expect(texts.columns.net).toBe(screen.figures.net);
    expect(texts.unitsHeading).toBe(screen.meaningsTitle);
  });

  it.each(REPORT_LANGUAGES)('leads with the screen’s verb in %s', (language) => {
    // 'Ce don économise {{amount}}' on the screen: the document's sentence has the same verb.
    const verb = screenWords(language)
      .lead.saves.once.replace('{{amount}}', '')
      .trim()
      .split(/\s+/)
      .at(-1)!
      .toLowerCase();
    expect(REPORT_TEXTS[language].saves.toLowerCase()).toContain(verb);
  });
});
