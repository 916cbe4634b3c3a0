import { readFileSync } from 'node:fs';
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { questionLanguage } from './question-language';

/** Questions users ask, per language: each must be read in its language whatever the interface. */
const QUESTIONS: Record<Language, string[]> = {
  en: [
    'What data is stored?',
    'How can I add a provider?',
    'and per year?',
    'Why is Spende an eine Tafel first?',
    'Is Biogas the best?',
  ],
  de: [
    'Wie funktioniert der Umweltbericht?',
    'Wie kann ich einen Anbieter hinzufügen?',
    'Welche Daten werden gespeichert?',
    'Was bedeutet der Übereinstimmungswert?',
    'Was ist TRL?',
    'Muss ich alle Felder ausfüllen?',
    'Wie weit ist der nächste Anbieter?',
    'Wer hat die Fußball-WM 2014 gewonnen?',
  ],
  sl: [
    'Kako deluje poročilo o vplivu na okolje?',
    'Kako dodam ponudnika?',
    'Katere podatke shranjujete?',
    'Kaj pomeni ocena ujemanja?',
    'Zakaj je ta rešitev prva?',
    'Ali moram izpolniti vsa polja?',
  ],
  it: [
    "Come funziona il rapporto sull'impatto ambientale?",
    'Come posso aggiungere un fornitore?',
    'Quali dati vengono salvati?',
    'Perché questa soluzione è la prima?',
    'Quanto dista il fornitore più vicino?',
    'Devo compilare tutti i campi?',
  ],
  fr: [
    "Comment fonctionne le rapport d'impact environnemental ?",
    'Comment ajouter un prestataire ?',
    'Quelles données sont enregistrées ?',
    'Pourquoi cette solution est-elle la première ?',
    'À quelle distance se trouve le prestataire le plus proche ?',
    'Dois-je remplir tous les champs ?',
  ],
};

const englishQuestions = (
  JSON.parse(
    readFileSync(new URL('../../../test/fixtures/chatbot-questions.json', import.meta.url), 'utf8'),
  ) as { questions: { question: string }[] }
).questions.map((q) => q.question);

describe('the language of a question', () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it.each(QUESTIONS[language])(`reads '%s' as ${language} in every interface language`, (q) => {
      for (const ui of SUPPORTED_LANGUAGES) expect(questionLanguage(q, ui), ui).toBe(language);
    });
  }

  it('reads every English question of the question set as English in a German interface', () => {
    for (const q of englishQuestions) expect(questionLanguage(q, 'de'), q).toBe('en');
  });

  it.each(['Anbieter', 'TRL?', 'Hallo!', '42', '1.58', '  Biogas  '])(
    "follows the interface language for one word or a number: '%s'",
    (q) => {
      for (const ui of SUPPORTED_LANGUAGES) expect(questionLanguage(q, ui)).toBe(ui);
    },
  );

  it.each([
    // Names and terms without a function word.
    'Biogas plant?',
    // 'in' is a word of four of the languages.
    'Donation in Graz?',
    // As much German as English.
    'Was ist the best solution?',
    // 'la' and 'un' are Italian and French alike.
    'la un',
  ])("follows the interface language when the words do not tell: '%s'", (q) => {
    for (const ui of SUPPORTED_LANGUAGES) expect(questionLanguage(q, ui)).toBe(ui);
  });

  it('is the same for the same question every time', () => {
    const q = 'Wie werden die Transportemissionen berechnet?';
    expect(new Set([1, 2, 3].map(() => questionLanguage(q, 'fr')))).toEqual(new Set(['de']));
  });
});
