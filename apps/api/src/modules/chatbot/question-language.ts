// Which of the interface languages a question is written in, told by its function words, the
// letters only some of the languages write and a few word endings. Small and deterministic: the
// same question always gets the same language, and anything unclear gets the interface language.
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { fold, words } from './text-analysis';

const list = (text: string) => text.split(/\s+/);

/**
 * Short words every question of a language has: articles, pronouns, prepositions, question words
 * and the commonest verbs, written as folded (lower case, no accents). A word of several lists
 * counts for each only in part, so 'in' or 'la' alone never decides.
 */
const FUNCTION_WORDS: Record<Language, string[]> = {
  en: list(
    'the a an is are was were be been being what which who whom whose why how where when do does ' +
      'did can could should would will shall i my me mine you your we our us it its this that ' +
      'these those of to for with from on at by and or not no there their they them have has had ' +
      'about if than then so please many much any some mean means work works get into out up in ' +
      'per all must only each after before without between because also just here every',
  ),
  de: list(
    'der die das den dem des ein eine einen einem einer eines und oder aber ist sind war waren ' +
      'wird werden wurde wurden kann konnen muss mussen soll sollen habe hat haben ich du sie wir ' +
      'ihr es mein meine meinen meiner mir mich wie was warum wieso weshalb wo wer welche welcher ' +
      'welches welchen wann nicht kein keine mit von zu zum zur fur auf aus bei nach uber im ins ' +
      'dass auch noch nur bitte gibt man viel viele sich bedeutet funktioniert hier diese dieser ' +
      'dieses diesem schon sehr wenn ob einmal gut eigentlich denn in an am um vom per ' +
      'alle alles ohne unter zwischen weil bis seit sollte dann also',
  ),
  sl: list(
    'je so sem si smo ste bo bi in ali pa da ne na v za z s o iz do od po pri kaj kako kje kdaj ' +
      'zakaj kdo kateri katera katero katere katerih koliko lahko moj moja moje moji moj moja ta ' +
      'to te tega tem kot ki tudi se prosim hvala ze pomeni deluje mi me vam vas ga jih ima imam ' +
      'nisem ni sta bil bila bilo kam naj sploh vse vsa vsi moram mora kar ker tisto tisti pod ' +
      'nad med brez samo vec zelo ce tako tukaj',
  ),
  it: list(
    'il lo la i gli le un uno una di del dello della dei degli delle da dal dalla nel nella nei ' +
      'dell nell all sull con su sul sulla per tra fra e ed o ma che chi cosa come dove quando ' +
      'perche quale quali quanto quanti quante sono sia ho ha hanno posso puo possono non mio mia ' +
      'miei mie questo questa questi queste quello quella anche piu molto si ci mi ti significa ' +
      'funziona viene vengono essere fare in a tutti tutto tutta tutte devo deve alle se l solo ' +
      'alcuni alcune ogni dopo prima senza sempre ancora gia qui cui',
  ),
  fr: list(
    'le la les l un une des de du d au aux et ou mais que qu qui quoi quel quelle quels quelles ' +
      'comment pourquoi quand combien est sont suis etre ai avez avons ont je j tu il elle nous ' +
      'vous ils elles on ce c cet cette ces mon ma mes votre vos notre nos dans en sur pour par ' +
      'avec sans ne n pas plus y puis peux peut pouvez signifie fonctionne aussi tres faire fait a ' +
      'tous tout toute toutes dois doit si se sous apres avant seulement chaque deja ici leur',
  ),
};

/** How many lists hold each word: a word of n lists counts 1/n for each of them. */
const SHARE = new Map<string, Language[]>();
for (const language of SUPPORTED_LANGUAGES) {
  for (const word of new Set(FUNCTION_WORDS[language])) {
    SHARE.set(word, [...(SHARE.get(word) ?? []), language]);
  }
}

/** Letters of a written word (lower case, accents kept): one point for each word with them. */
const LETTERS: [Language, RegExp][] = [
  ['de', /[äöüß]/],
  ['sl', /[čšž]/],
  // Italian ends words with an accented vowel ('città', 'può', 'perché', 'è'); French writes 'à'
  // and 'où' alone and keeps its accents inside words ('données', 'très').
  ['it', /^(?!où$).*[àìòù]$|è$|ché$/],
  ['fr', /^à$|^où$|[çœêâîôûëï]|é(?!$)|^(?!.*ché$).*é$|è./],
];

/**
 * Endings and letter pairs of a folded word of five letters or more that is no function word,
 * worth half a point: a hint, never proof on its own.
 */
const ENDINGS: [Language, RegExp][] = [
  ['en', /(ing|ness|ful|less|ship)$/],
  ['de', /(ung|ungen|keit|heit|lich|isch|schaft|chen)$|sch/],
  ['sl', /(anje|enje|stvo|ega|emu|ijo|nih)$|[lnk]j[aeiou]/],
  ['it', /(zione|zioni|mente|aggio|ezza|iamo|ando|endo|gli)$/],
  ['fr', /(eux|euse|eaux|ees|aient|ez|oir)$/],
];

/** The least evidence for a language other than the interface one, and its lead over the rest. */
const MIN_SCORE = 1;
const MIN_LEAD = 1;

/** The evidence for each language in a question: function words, letters and endings. */
export function languageScores(text: string): Record<Language, number> {
  const scores = Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, 0])) as Record<
    Language,
    number
  >;
  for (const written of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (!written) continue;
    const word = fold(written);
    const holders = SHARE.get(word) ?? [];
    for (const language of holders) scores[language] += 1 / holders.length;
    for (const [language, pattern] of LETTERS) if (pattern.test(written)) scores[language] += 1;
    if (word.length >= 5 && holders.length === 0) {
      for (const [language, pattern] of ENDINGS) if (pattern.test(word)) scores[language] += 0.5;
    }
  }
  return scores;
}

/**
 * The language to read and answer a question in: the one its words clearly point to, else the
 * interface language. A single word or a number is always read in the interface language (a
 * product name or a term reads alike in several languages), and so is a question where the
 * interface language comes close to the best or two other languages are tied.
 */
export function questionLanguage(question: string, interfaceLanguage: Language): Language {
  if (words(fold(question)).filter((w) => /\p{L}/u.test(w)).length < 2) return interfaceLanguage;
  const scores = languageScores(question);
  const ranked = [...SUPPORTED_LANGUAGES].sort((a, b) => scores[b] - scores[a]);
  const [best, second] = ranked as [Language, Language];
  if (best === interfaceLanguage || scores[best] < MIN_SCORE) return interfaceLanguage;
  // The runner-up scores at least as much as the interface language, which is not the best.
  return scores[best] - scores[second] >= MIN_LEAD ? best : interfaceLanguage;
}
