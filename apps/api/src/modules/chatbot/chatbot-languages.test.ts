import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { cannotAnswer, embeddedAnswer } from './embedded-assistant';
import { defaultHelpDir, knowledgeBase } from './knowledge';
import { ASSISTANT_MESSAGES } from './messages';
import { fold, tokenize } from './text-analysis';

interface HelpFile {
  language: string;
  about: string;
  passages: { id: string; title: string; pages: string[]; text: string }[];
}
const helpFile = (language: string): HelpFile =>
  JSON.parse(readFileSync(path.join(defaultHelpDir(), language, 'help.json'), 'utf8'));
const english = helpFile('en');
const TRANSLATED = SUPPORTED_LANGUAGES.filter((l) => l !== 'en');
const numbersIn = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

/** Per language: a question about a topic and the passage that answers it. */
const QUESTIONS: Record<Language, [question: string, passageId: string][]> = {
  en: [
    ['How does the environmental impact report work?', 'impact-overview'],
    ['How can I add a provider?', 'providers-add'],
    ['What data is stored?', 'privacy'],
  ],
  de: [
    ['Wie funktioniert der Umweltbericht?', 'impact-overview'],
    ['Wie kann ich einen Anbieter hinzufügen?', 'providers-add'],
    ['Welche Daten werden gespeichert?', 'privacy'],
    ['Wie werden die Transportemissionen berechnet?', 'impact-transport'],
  ],
  sl: [
    ['Kako deluje poročilo o vplivu na okolje?', 'impact-overview'],
    ['Kako dodam ponudnika?', 'providers-add'],
    ['Katere podatke shranjujete?', 'privacy'],
    ['Kako se izračunajo emisije prevoza?', 'impact-transport'],
  ],
  it: [
    ["Come funziona il rapporto sull'impatto ambientale?", 'impact-overview'],
    ['Come posso aggiungere un fornitore?', 'providers-add'],
    ['Quali dati vengono salvati?', 'privacy'],
    ['Come vengono calcolate le emissioni del trasporto?', 'impact-transport'],
  ],
  fr: [
    ["Comment fonctionne le rapport d'impact environnemental ?", 'impact-overview'],
    ['Comment ajouter un prestataire ?', 'providers-add'],
    ['Quelles données sont enregistrées ?', 'privacy'],
    ['Comment les émissions du transport sont-elles calculées ?', 'impact-transport'],
  ],
};

const ask = (language: Language, question: string) =>
  embeddedAnswer(knowledgeBase(language), {
    question,
    pageContext: null,
    context: null,
    history: [],
  });

describe('the translated help files', () => {
  it.each(TRANSLATED)('%s has the passages of English: same ids, pages and order', (language) => {
    const file = helpFile(language);
    expect(file.language).toBe(language);
    expect(file.about).not.toBe(english.about);
    expect(file.passages.map((p) => [p.id, p.pages])).toEqual(
      english.passages.map((p) => [p.id, p.pages]),
    );
  });

  it.each(TRANSLATED)('%s translates every passage and keeps its numbers', (language) => {
    const file = helpFile(language);
    english.passages.forEach((en, i) => {
      const p = file.passages[i]!;
      expect(p.text, p.id).not.toBe(en.text);
      expect(p.title.length, p.id).toBeGreaterThan(0);
      expect(numbersIn(p.text), p.id).toEqual(numbersIn(en.text));
    });
  });

  it.each(TRANSLATED)('%s is indexed in its own language', (language) => {
    const kb = knowledgeBase(language);
    expect(kb.language).toBe(language);
    expect(kb.passages).toHaveLength(english.passages.length);
  });
});

describe('tokenising in every language', () => {
  it('folds accents and ß, keeps the letters of every language', () => {
    expect(fold('Straße Größe Bäckerei')).toBe('strasse grosse backerei');
    expect(fold('Čiščenje rešitev žita')).toBe('ciscenje resitev zita');
    expect(fold('Données élevées, bœuf à côté')).toBe('donnees elevees, boeuf a cote');
    expect(tokenize('Was ist der Übereinstimmungswert?', 'de')).toEqual(['ubereinstimmungswert']);
    expect(tokenize('Kaj so ponudniki?', 'sl')).toEqual(['ponudnik']);
    expect(tokenize('Cosa sono le soluzioni?', 'it')).toEqual(['soluzion']);
    expect(tokenize("Qu'est-ce qu'une entreprise prestataire ?", 'fr')).toEqual([
      'entrepris',
      'prestatair',
    ]);
  });

  it('finds inflected forms: singular and plural, cases', () => {
    expect(tokenize('Anbieter', 'de')).toEqual(tokenize('Anbietern', 'de'));
    expect(tokenize('poročilo', 'sl')).toEqual(tokenize('poročilu', 'sl'));
    expect(tokenize('fornitore', 'it')).toEqual(tokenize('fornitori', 'it'));
    expect(tokenize('données', 'fr')).toEqual(tokenize('donnée', 'fr'));
  });
});

describe('the embedded assistant in every language', () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it.each(QUESTIONS[language])(`${language}: %s`, (question, passageId) => {
      const answer = ask(language, question);
      expect(answer.kind, answer.message).toBe('docs');
      expect(answer.passages[0]?.id, answer.message).toBe(passageId);
      expect(answer.message).toContain(knowledgeBase(language).byId(passageId)!.text);
    });
  }

  it.each(SUPPORTED_LANGUAGES)('%s: greets and says it cannot answer in the language', (l) => {
    expect(ask(l, 'Hello!').message).toBe(ASSISTANT_MESSAGES[l].greeting);
    const answer = ask(l, 'Recommend a good pizza place in Rome');
    expect(answer.message).toBe(cannotAnswer(l));
    expect(answer.message).toContain('/tool/tool-description');
  });

  it('has its own sentences in every language', () => {
    for (const l of TRANSLATED) {
      expect(ASSISTANT_MESSAGES[l].greeting).not.toBe(ASSISTANT_MESSAGES.en.greeting);
      expect(cannotAnswer(l)).not.toBe(cannotAnswer('en'));
    }
  });

  it('answers from the page in German, with German score labels', () => {
    const answer = embeddedAnswer(knowledgeBase('de'), {
      question: 'Warum ist diese Lösung die erste?',
      pageContext: {
        currentPageName: 'Gefundene Lösungen',
        availablePageData: {
          solutions: [
            { name: 'Spende an eine Tafel', score: 86, reasoning: 'Brot passt.' },
            { name: 'Biogas', score: 55 },
          ],
        },
      },
      context: null,
      history: [],
    });
    expect(answer.kind).toBe('page');
    expect(answer.message).toContain('Spende an eine Tafel steht an erster Stelle');
    expect(answer.message).toContain('86 (Sehr gute Übereinstimmung)');
    expect(answer.message).toContain(knowledgeBase('de').byId('ranking')!.text);
  });

  it('reads the report in French', () => {
    const answer = embeddedAnswer(knowledgeBase('fr'), {
      question: 'Que signifient ces chiffres ?',
      pageContext: {
        currentPageName: "Rapport d'impact environnemental",
        availablePageData: { period: 'year', indicator: 'co2', avoided: 10, net: -8, unit: 'kg' },
      },
      context: null,
      history: [],
    });
    expect(answer.message).toContain('Votre rapport (changement climatique, période : année) :');
    expect(answer.message).toContain('Évité : 10 kg.');
    expect(answer.message).toContain('Il est négatif');
  });
});

describe('a language without a help file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'help-'));
    mkdirSync(path.join(dir, 'en'));
    writeFileSync(
      path.join(dir, 'en', 'help.json'),
      JSON.stringify({
        language: 'en',
        passages: [{ id: 'maps', title: 'The map', pages: [], text: 'The map shows markers.' }],
      }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('falls back to the English passages and answers in English', () => {
    const kb = knowledgeBase('sl', dir);
    expect(kb.language).toBe('en');
    expect(kb.passages.map((p) => p.id)).toEqual(['maps']);
    const answer = embeddedAnswer(kb, {
      question: 'Why is the pizza cold?',
      pageContext: null,
      context: null,
      history: [],
    });
    expect(answer.message).toBe(cannotAnswer('en'));
  });
});

describe('POST /chatbot in the interface language', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = (await signedInUser(ctx)).token;
  });
  afterAll(() => ctx.close());

  const chat = (userMessage: string, acceptLanguage?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/tool/api/chatbot',
      headers: {
        ...bearer(token),
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
      payload: { userMessage },
    });

  it.each(TRANSLATED)('answers a question in %s from the passages of %s', async (language) => {
    const [question, passageId] = QUESTIONS[language][0]!;
    const res = await chat(question, language);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(knowledgeBase(language).byId(passageId)!.text);
  });

  it('reads a German Accept-Language with a region and q-values (de-AT,de;q=0.9)', async () => {
    const res = await chat('Welche Daten werden gespeichert?', 'de-AT,de;q=0.9');
    expect(res.json().message).toBe(knowledgeBase('de').byId('privacy')!.text);
    const unknown = await chat('Wer hat die Fußball-WM 2014 gewonnen?', 'de-AT,de;q=0.9');
    expect(unknown.json().message).toBe(cannotAnswer('de'));
  });

  it('answers in English without an Accept-Language or for an unsupported language', async () => {
    for (const header of [undefined, 'es-ES,es;q=0.9', '*']) {
      const res = await chat('What data is stored?', header);
      expect(res.json().message).toBe(knowledgeBase('en').byId('privacy')!.text);
    }
  });
});
