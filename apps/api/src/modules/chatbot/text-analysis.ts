// Words for the BM25 index of the help passages, per interface language: folding (case,
// accents, ß), small stop-word lists and light stemmers. The same function reads the passages and
// the questions, so a crude stem is enough as long as it is the same on both sides.
import type { Language } from '@foodhub/domain';

/** Letters that NFD does not split into a base letter and an accent. */
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  đ: 'd',
  ł: 'l',
};

/** Lower case without accents: 'Präsentation' and 'prasentation' are the same word. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßœæøđł]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The words of a folded text: letters and digits of any script. */
export const words = (folded: string): string[] => folded.split(/[^\p{L}\p{N}]+/u);

const list = (text: string) => fold(text).split(/\s+/);

// Function words and the words every question has; they carry no topic. Written as folded.
const COMMON = 'ok okay hi hallo'; // shared by every language
const STOPWORDS: Record<Language, Set<string>> = {
  en: new Set(
    list(
      'a about above after again all am an and any are as at be because been before being below ' +
        'between both but by can could did do does doing down during each few for from further had ' +
        'has have having he her here hers him his how i if in into is it its itself just me more most ' +
        'my myself no nor not now of off on once only or other our ours out over own same she should ' +
        'so some such than that the their theirs them then there these they this those through to ' +
        'too under until up very was we were what when where which while who whom why will with ' +
        'would you your yours yourself please tell explain mean means meaning show shows shown ' +
        'thing things get got know want like also use used using one ok okay hi hello thanks thank ' +
        'write wrote give need',
    ),
  ),
  de: new Set(
    list(
      `${COMMON} der die das den dem des ein eine einen einem einer eines und oder aber auch als am an ` +
        'auf aus bei bin bis bitte da damit dann dass denn dies diese dieser dieses doch du er es ' +
        'für hat habe haben hier ich ihr ihre im in ist ja kann kannst können könnte man mein meine ' +
        'mich mir mit nach nicht noch nur ob oder sein sich sie sind so über um uns unter vom von vor ' +
        'was warum weshalb wie wieso wo woher wohin wer welche welcher welches wenn werden wird wir ' +
        'zu zum zur erklären erkläre bedeutet bedeuten heißt sagen sag gibt geben mache machen tun ' +
        'danke gerne etwas viel viele sehr mehr funktioniert funktionieren funktioniere klappt',
    ),
  ),
  sl: new Set(
    list(
      `${COMMON} in ali pa a da je so sem si smo ste bi bo bodo biti ne na v za z s iz do od po pri ` +
        'o k ob med pod nad kot ki kaj kako kje kdaj zakaj kdo kateri katera katero kateri koliko ' +
        'to ta te ti tega tem tej jih jim ga mu mi me moj moja moje moji vas vam vi se si lahko ' +
        'prosim pojasni pojasnite razlozi razlozite pomeni pomenijo povej povejte hvala tudi sta ' +
        'zelo vec samo ze kaksen kaksna kaksno njegov njen katere katerih deluje delujejo',
    ),
  ),
  it: new Set(
    list(
      `${COMMON} il lo la i gli le un uno una di del dello della dei degli delle a al allo alla ai agli ` +
        'alle da dal dalla dai in nel nello nella nei negli nelle con su sul sulla per tra fra e o ma ' +
        "che chi cosa come dove quando perché perche quale quali quanto quanti quante è e' sono sia " +
        'ho ha hanno posso può puo potete si ci mi ti vi non mio mia miei mie suo sua questo questa ' +
        'questi queste quello quella significa spiega spiegami dimmi grazie anche molto più piu ' +
        'essere fare faccio fa funziona funzionano',
    ),
  ),
  fr: new Set(
    list(
      `${COMMON} le la les l un une des de du d au aux a à et ou mais que qu qui quoi quel quelle ` +
        'quels quelles comment pourquoi où ou quand combien est sont suis es être etre ai as a ont ' +
        'avez avons je j tu il elle nous vous ils elles on me m te t se s ce c cet cette ces mon ma ' +
        'mes ton ta tes son sa ses votre vos notre nos dans en sur sous pour par avec sans ne n pas ' +
        'plus y est-ce puis peux peut pouvez signifie veut dire expliquez explique merci aussi très ' +
        'tres faire fait fonctionne fonctionnent',
    ),
  ),
};

/** A light English stemmer: plurals and a few endings, enough for short help texts. */
function stemEn(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Strips the first ending of the list that leaves a stem of at least `min` letters. */
const stripper =
  (endings: string[], min = 4) =>
  (word: string): string => {
    for (const e of endings) {
      if (word.endsWith(e) && word.length - e.length >= min) return word.slice(0, -e.length);
    }
    return word;
  };

// Inflection endings, longest first: enough for plurals and cases of the help texts' nouns.
const STEMMERS: Record<Language, (word: string) => string> = {
  en: stemEn,
  de: stripper(['ungen', 'ern', 'ers', 'ens', 'en', 'er', 'es', 'em', 'e', 's', 'n']),
  sl: stripper(['ami', 'ega', 'emu', 'ih', 'im', 'om', 'ov', 'ev', 'ah', 'a', 'e', 'i', 'o', 'u']),
  it: stripper(['he', 'hi', 'a', 'e', 'i', 'o']),
  fr: (word) => stripper(['e'])(stripper(['s', 'x'])(word)),
};

/** The index terms of a text in one language. */
export function tokenize(text: string, language: Language = 'en'): string[] {
  const stop = STOPWORDS[language];
  const stem = STEMMERS[language];
  return words(fold(text))
    .filter((w) => w.length > 1 && !stop.has(w))
    .map((w) => (w.length <= 3 || /\d/.test(w) ? w : stem(w)));
}
