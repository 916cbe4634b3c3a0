import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@foodhub/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reached, recordTrouble, snap, viewports, visible } from './support/browser';
import { englishIn, englishWordsFor } from './support/english-words';
import { loggedInContext, setUpJourney } from './support/journey';

// The working screens in German, Slovenian, Italian and French (spec part 1 §9; the interface
// in five languages): a user types only words of their language from step 1 to the impact
// report, and no screen on the way shows an English word, but for the names the user and the
// data bring (the allow-list).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Working = Exclude<Language, 'en'>;

/** The interface's own text for a key, as the browser shows it in that language. */
function text(language: Working, namespace: string, key: string): string {
  const file = path.join(root, 'apps/web/src/locales', language, `${namespace}.json`);
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}:${key} is no text`);
  return value;
}

/** Text up to its first placeholder, for names that carry one ('Add {{code}}: …'). */
const lead = (value: string) => value.split('{{')[0]!;

interface Case {
  language: Working;
  company: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  category: string;
  /** Typed into the NACE search; the first result is added. */
  nace: string;
  /** Typed into the surplus name; the first suggestion is chosen. */
  surplus: string;
}

const CASES: Case[] = [
  {
    language: 'de',
    company: 'Partyservice Huber',
    street: 'Marienplatz 1',
    postalCode: '80331',
    city: 'München',
    country: 'Deutschland',
    category: 'caterer',
    nace: 'Bäckerei',
    surplus: 'Semmeln',
  },
  {
    language: 'sl',
    company: 'Kmetija Novak',
    street: 'Koroška cesta 5',
    postalCode: '4000',
    city: 'Kranj',
    country: 'Slovenija',
    category: 'agriculturalProducer',
    nace: 'kruh',
    surplus: 'jabolka',
  },
  {
    language: 'it',
    company: 'Famiglia Rossi',
    street: 'Via Museo 1',
    postalCode: '39100',
    city: 'Bolzano',
    country: 'Italia',
    category: 'privatePerson',
    nace: 'panificio',
    surplus: 'pane integrale',
  },
  {
    language: 'fr',
    company: 'Boulangerie Martin',
    street: '1 Rue Royale',
    postalCode: '74000',
    city: 'Annecy',
    country: 'France',
    category: 'retailer',
    nace: 'boulangerie',
    surplus: 'pommes de terre',
  },
];

/** How the language menu names each language, in its own words. */
const LANGUAGE_NAMES: Record<Working, string> = {
  de: 'Deutsch',
  sl: 'Slovenščina',
  it: 'Italiano',
  fr: 'Français',
};

const journey = setUpJourney({
  tag: 'working-languages',
  firstName: 'Ana',
  lastName: 'Kovač',
  streetAddress: 'Koroška cesta 5',
  city: 'Kranj',
  postalCode: '4000',
  country: 'Slovenia',
  company: 'Kmetija Novak',
});

const sampleProviders = (
  JSON.parse(readFileSync(path.join(root, 'data/providers/sample-providers.json'), 'utf8')) as {
    providers: {
      location: { city: string };
      contact_person: string | null;
      contact: { email: string | null };
    }[];
  }
).providers;

/** The towns of the shipped sample providers: names the data brings. */
const providerTowns = sampleProviders.map((p) => p.location.city);

/** Their contact persons and addresses, which Solution Details names with the nearest providers. */
const providerContacts = sampleProviders.flatMap((p) =>
  [p.contact_person, p.contact.email].filter((v): v is string => v !== null),
);

/** The publications the catalogue cites, by their own titles and publishers. */
const sources = (
  JSON.parse(readFileSync(path.join(root, 'data/solutions/solutions.json'), 'utf8')) as {
    solutions: { sources?: { title: string; publisher: string }[] }[];
  }
).solutions.flatMap((s) => (s.sources ?? []).flatMap((source) => [source.title, source.publisher]));

/** What the user and the data name: kept whatever the language. */
function allowList(c: Case): RegExp[] {
  const literal = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
  return [
    ...[c.company, c.street, c.city, 'Alpine Food Hub', 'AGRIBALYSE', 'Ana Kovač'].map(literal),
    // Contacts before towns: 'food-bank.it-bolzano-001@example.org' holds a town.
    ...[...new Set(providerContacts)].map(literal),
    ...[...new Set(providerTowns)].map(literal),
    // Longest first, so that a title is taken out before a publisher named inside it.
    ...[...new Set(sources)].sort((a, b) => b.length - a.length).map(literal),
    // The map's attribution, a legal notice in the map library's words.
    /Leaflet|© OpenStreetMap contributors/g,
    // Sample providers of the shipped data: 'Sample Food Bank Wien 1'.
    /Sample [\p{L}\d .'-]+/gu,
    // Units and indicator names of the model: kg CO2-eq, m3 world eq.
    /m3 world eq/g,
  ];
}

async function screenText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

describe.each(CASES)('working in $language', (c) => {
  const t = (namespace: string, key: string) => text(c.language, namespace, key);
  const english = englishWordsFor(c.language);

  it('walks from the company to the report with local words only, and no screen shows English', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    await context.addInitScript((language) => {
      if (localStorage.getItem('language') === null) localStorage.setItem('language', language);
    }, c.language);
    const page = await context.newPage();
    recordTrouble(page);
    let matchRequests = 0;
    let rewordRequests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/solutions/match')) {
        matchRequests++;
        if (request.url().includes('reword=true')) rewordRequests++;
      }
    });
    const found: Record<string, string[]> = {};
    const check = async (screen: string) => {
      const shown = await screenText(page);
      const words = englishIn(shown, english, allowList(c));
      if (words.length > 0) {
        // The lines that hold them, for the failure to say where they are.
        const lines = shown
          .split('\n')
          .filter((line) => words.some((w) => line.toLowerCase().includes(w)));
        found[screen] = [...words, ...lines];
      }
      await snap(page, `working-${c.language}-${screen}`);
    };

    // Step 1: the company, in the language's words.
    await page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    await page
      .getByRole('button', { name: t('matching', 'companyData.infoModal.confirm') })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t('common', 'consent.decline'), exact: true }).click();
    await page
      .getByLabel(t('matching', 'companyData.fields.name'), { exact: true })
      .fill(c.company);
    await page.getByLabel(t('matching', 'companyData.fields.address')).fill(c.street);
    await page
      .getByLabel(t('matching', 'companyData.fields.postalCode'), { exact: true })
      .fill(c.postalCode);
    await page.getByLabel(t('matching', 'companyData.fields.city')).fill(c.city);
    await page.getByLabel(t('matching', 'companyData.fields.country')).first().fill(c.country);
    const category = t('catalogue', `businessCategories.${c.category}`);
    // The category's name in full, as typed: kept as its code.
    await page
      .getByLabel(t('matching', 'companyData.fields.businessCategory'))
      .first()
      .fill(category);
    await page.keyboard.press('Escape');
    await page.getByLabel(t('matching', 'companyData.nace.search')).fill(c.nace);
    const add = lead(t('matching', 'companyData.nace.add'));
    await page.getByRole('button', { name: new RegExp(`^${add}10\\.71`) }).click();
    await check('company');
    await page.getByRole('button', { name: t('matching', 'actions.next'), exact: true }).click();

    // Step 2: the surplus by an everyday word; the first suggestion brings its groups.
    await page.waitForURL('**/tool/stepper/food-surplus');
    const name = page.getByRole('combobox', { name: t('matching', 'foodSurplus.name.label') });
    await name.fill(c.surplus);
    await page.getByRole('option').first().click();
    expect(await name.inputValue()).not.toBe('');
    await page
      .getByRole('textbox', { name: t('matching', 'foodSurplus.amount.label'), exact: true })
      .fill('40');
    await check('surplus');
    await page.getByRole('button', { name: t('matching', 'actions.findSolutions') }).click();

    // Step 3: the solutions, worded in the language.
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 60_000 });
    await visible(page.getByRole('heading', { name: t('matching', 'steps.solutions'), level: 2 }));
    await check('solutions');

    // A switch to English asks for the same results in English (reword=true: neither saved nor
    // counted again; the results held show meanwhile); back, the held answer shows at once.
    const titles = () =>
      page
        .getByTestId('match-score')
        .evaluateAll((bars) =>
          bars.map((bar) => bar.closest('li')?.querySelector('h3')?.textContent?.trim() ?? ''),
        );
    const local = await titles();
    const switchTo = async (from: string, menu: string, to: string) => {
      await page.getByRole('button', { name: new RegExp(`^${lead(menu)}${from}`) }).click();
      await page.getByRole('menuitem', { name: to }).click();
    };
    await switchTo(LANGUAGE_NAMES[c.language], t('common', 'language.menu'), 'English');
    await visible(page.getByRole('heading', { name: 'Solutions Found', level: 2 }));
    await expect.poll(titles, { timeout: 30_000 }).not.toEqual(local);
    const inEnglish = await titles();
    expect(inEnglish).toHaveLength(local.length);
    await switchTo('English', 'Language: {{language}}', LANGUAGE_NAMES[c.language]);
    await visible(page.getByRole('heading', { name: t('matching', 'steps.solutions'), level: 2 }));
    expect(await titles()).toEqual(local);
    expect(matchRequests).toBe(2);
    expect(rewordRequests).toBe(1);

    // The first solution's details.
    const first = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByTestId('match-score') })
      .first()
      .getByRole('heading', { level: 3 })
      .getByRole('link');
    const solutionName = ((await first.textContent()) ?? '').trim();
    await first.click();
    await page.waitForURL('**/tool/solution/**');
    await visible(page.getByRole('heading', { name: solutionName, level: 3 }));
    // The entries' summary too, opened: the frequency and the groups as the language writes them.
    // A private person's summary speaks of them, not of a company.
    const summaryTitle =
      c.category === 'privatePerson'
        ? 'details.companySurplusTitlePrivate'
        : 'details.companySurplusTitle';
    await page.getByRole('button', { name: t('matching', summaryTitle) }).click();
    await check('details');
    await page.goBack();

    // The impact analysis to the report.
    await page.getByRole('link', { name: t('matching', 'actions.impactReport') }).click();
    await reached(page, '**/tool/lca-stepper/solution');
    const next = page.getByRole('button', { name: t('analysis', 'stepper.next'), exact: true });
    await page.getByRole('radio').first().click();
    await check('analysis-solution');
    await next.click();
    await reached(page, '**/tool/lca-stepper/provider');
    // The radios of this step, not those of the step still shown while this one loads.
    const provider = page
      .getByRole('radiogroup', { name: t('analysis', 'provider.label') })
      .getByRole('radio')
      .first();
    await provider.click();
    // Chosen, and Next ready for it, before moving on (a busy machine may lag behind the click).
    await expect.poll(() => provider.isChecked()).toBe(true);
    await expect.poll(() => next.isEnabled()).toBe(true);
    await check('analysis-provider');
    await next.click();
    await reached(page, '**/tool/lca-stepper/transport');
    await page.getByRole('button', { name: t('analysis', 'transport.calculate') }).click();
    await visible(page.getByTestId('transport-distance'), 20_000);
    await check('analysis-transport');
    await page.getByRole('button', { name: t('analysis', 'stepper.createReport') }).click();
    await reached(page, '**/tool/lca-stepper/report');
    await visible(page.getByTestId('transport-distance').or(page.getByRole('tablist')).first());
    await check('report');

    // The page a farm or a food bank fills in to be listed as a provider, with its place found.
    await page.goto(`${journey.baseUrl}/tool/my-organisation`);
    await visible(page.getByRole('heading', { name: t('provider-entry', 'title'), level: 1 }));
    await page.getByRole('button', { name: t('provider-entry', 'location.find') }).click();
    await visible(
      page.getByRole('checkbox', {
        name: new RegExp(`^${t('provider-entry', 'location.confirm')}`),
      }),
    );
    await check('my-organisation');

    expect(found).toEqual({});
    await context.close();
  });
});

describe('the chatbot', () => {
  it('answers a German question asked in the English interface in German', async () => {
    const context = await loggedInContext(journey, viewports.desktop, { chat: 'default' });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByRole('button', { name: 'Open chat' }).click();
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill('Wie werden die Transportemissionen berechnet?');
    await input.press('Enter');
    const answers = page
      .getByRole('log', { name: 'Conversation' })
      .getByTestId('chat-message')
      .filter({ hasText: 'Der Transport' });
    await visible(answers.first(), 90_000);
    // German words, and the decimal comma German writes.
    expect(await answers.first().textContent()).toContain('Der Transport fügt 1,58 kg CO2-eq');
    await context.close();
  });
});

// The check itself: English the screens once showed is seen in every language, and the
// language's own words are not.
it.each(CASES.map((c) => c.language))('sees English on a %s screen', (language) => {
  const english = englishWordsFor(language);
  expect(
    englishIn('Cereal products · Road freight: estimate · Bread, wholemeal', english, []),
  ).toEqual(['cereal', 'products', 'road', 'freight', 'estimate', 'bread', 'wholemeal']);
  const own = text(language, 'matching', 'foodSurplus.help.intro');
  expect(englishIn(own, english, [])).toEqual([]);
});

// Every language of the interface has its locale files: the walk above covers all but English.
it('covers every interface language but English', () => {
  const languages = readdirSync(path.join(root, 'apps/web/src/locales'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  expect(languages).toEqual([...CASES.map((c) => c.language), 'en'].sort());
});
