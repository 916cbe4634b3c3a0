import type { ChatbotPageContext } from '@foodhub/contracts';
import type { Language } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { cannotAnswer, embeddedAnswer } from './embedded-assistant';
import { knowledgeBase } from './knowledge';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await signedInUser(ctx)).token;
});
afterAll(() => ctx.close());

const chat = async (
  userMessage: string,
  acceptLanguage: Language,
  pageContext: ChatbotPageContext | null = null,
) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/tool/api/chatbot',
    headers: { ...bearer(token), 'accept-language': acceptLanguage },
    payload: { userMessage, pageContext },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: string; thread_id: string; language?: Language };
};

const passage = (language: Language, id: string) => knowledgeBase(language).byId(id)!.text;

const REPORT_PAGE = {
  currentPageName: 'Environmental Impact Report',
  availablePageData: {
    period: 'year',
    indicator: 'co2',
    avoided: 704.1632,
    additional: 102.7,
    net: -601.4632,
    unit: 'kg CO2-eq',
    donatedKg: 12080,
    transportKm: 25,
  },
};

/** A solutions page as a German interface writes it. */
const GERMAN_SOLUTIONS_PAGE = {
  currentPageName: 'Gefundene Lösungen',
  availablePageData: {
    solutions: [
      {
        name: 'Spende an eine Tafel',
        score: 86.5,
        reasoning: 'Ihr Brot passt dem Namen nach.',
        category: 'Weiterverwendung (Mensch)',
      },
      { name: 'Biogas', score: 55, category: 'Energie' },
    ],
  },
};

describe('POST /chatbot answers in the language of the question', () => {
  it.each([
    ['de', 'Wie kann ich einen Anbieter hinzufügen?', 'providers-add'],
    ['sl', 'Katere podatke shranjujete?', 'privacy'],
    ['it', 'Come posso aggiungere un fornitore?', 'providers-add'],
    ['fr', 'Quelles données sont enregistrées ?', 'privacy'],
  ] as const)('%s: %s, asked in an English interface', async (language, question, id) => {
    const answer = await chat(question, 'en');
    expect(answer.language).toBe(language);
    expect(answer.message).not.toBe(cannotAnswer('en'));
    expect(answer.message).not.toBe(cannotAnswer(language));
    expect(answer.message).toContain(passage(language, id));
  });

  it.each([
    ['de', 'Was bedeuten diese Zahlen?', 'Vermieden: 704,16 kg CO2-eq für 12.080 kg Spende.'],
    ['sl', 'Kaj pomenijo te številke?', 'Preprečeno: 704,16 kg CO2-eq za 12.080 kg'],
    ['it', 'Che cosa significano questi numeri?', 'Evitato: 704,16 kg CO2-eq per 12.080 kg'],
    ['fr', 'Que signifient ces chiffres ?', 'Évité : 704,16 kg CO2-eq pour 12\u202f080 kg'],
  ] as const)(
    '%s: reads the report in the language, its numbers written as it does',
    async (language, question, line) => {
      const answer = await chat(question, 'en', REPORT_PAGE);
      expect(answer.language).toBe(language);
      expect(answer.message).toContain(line);
    },
  );

  it('answers an English question in English in a German interface', async () => {
    const answer = await chat('What data is stored?', 'de');
    expect(answer.language).toBe('en');
    expect(answer.message).toBe(passage('en', 'privacy'));
  });

  it('writes a German answer’s decimals with a decimal comma', async () => {
    const answer = await chat('Wie werden die Transportemissionen berechnet?', 'en');
    expect(answer.language).toBe('de');
    expect(answer.message).toContain('Der Transport fügt 1,58 kg CO2-eq, 0,163 m3 world eq');
    expect(answer.message).toContain('auf 1,5.');
    expect(answer.message).not.toMatch(/\d\.\d/);
    // A version is a name, not an amount.
    const toast = await chat('Warum verwendet der Bericht Toast?', 'en');
    expect(toast.message).toContain('AGRIBALYSE 3.1');
    expect(toast.message).toContain('(1,55 kg CO2-eq, 0,383 m3 world eq und 93,8 Punkte pro kg)');
  });

  it('answers a one-word question in the interface language', async () => {
    for (const language of ['de', 'it', 'en'] as const) {
      const answer = await chat('TRL', language);
      expect(answer.language).toBe(language);
      expect(answer.message).toBe(passage(language, 'trl'));
    }
    const toast = await chat('Toast', 'de');
    expect(toast.language).toBe('de');
    expect(toast.message).toContain('(1,55 kg CO2-eq');
  });
});

describe('a page in another language than the answer', () => {
  it('says the names as the page gives them, and translates the catalogue category', async () => {
    const answer = await chat(
      'Which solution is the best match for me?',
      'de',
      GERMAN_SOLUTIONS_PAGE,
    );
    expect(answer.language).toBe('en');
    expect(answer.message).toContain(
      '“Spende an eine Tafel” ranks first with a match score of 86.5 (Very Good Match). ' +
        'Its category is Reuse (human).',
    );
    // The page's own sentence is not mixed in when the question does not ask why.
    expect(answer.message).not.toContain('Ihr Brot');
  });

  it('quotes the page’s reason, naming its language, when the question asks why', async () => {
    const answer = await chat('Why is this solution first?', 'de', GERMAN_SOLUTIONS_PAGE);
    expect(answer.message).toContain('The page gives the reason in German: “Ihr Brot passt');
    const italian = await chat('Perché questa soluzione è la prima?', 'de', GERMAN_SOLUTIONS_PAGE);
    expect(italian.language).toBe('it');
    expect(italian.message).toContain(
      '«Spende an eine Tafel» è al primo posto, con un punteggio di corrispondenza di 86,5',
    );
    expect(italian.message).toContain('La sua categoria è Riutilizzo (alimentazione umana).');
    expect(italian.message).toContain('La pagina indica il motivo in tedesco: «Ihr Brot passt');
  });

  it('writes the page as it is when the page and the answer share the language', () => {
    const answer = embeddedAnswer(knowledgeBase('de'), {
      question: 'Warum ist diese Lösung die erste?',
      pageContext: GERMAN_SOLUTIONS_PAGE,
      context: null,
      history: [],
      factsLanguage: 'de',
    });
    expect(answer.message).toContain(
      'Spende an eine Tafel steht an erster Stelle, mit einem Übereinstimmungswert von 86,5 ' +
        '(Sehr gute Übereinstimmung). Die Kategorie ist Weiterverwendung (Mensch). ' +
        'Warum sie passt: Ihr Brot passt dem Namen nach.',
    );
  });
});
