import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Italian interface speaks to the user formally (Lei: 'inserisca', 'ha', 'Suo'), never with
 * 'tu'. A short list of the informal forms people write most: the pronouns and possessives, the
 * verbs of 'you can / have / want / must' and the imperatives of filling in a form. Commands on
 * buttons and links ('Salva', 'Cerca', 'Accedi') keep the short form usual in Italian interfaces,
 * so the imperatives are only looked for inside sentences, not as a whole text.
 */
const INFORMAL_WORDS = [
  'tu',
  'tuo',
  'tua',
  'tuoi',
  'tue',
  'ti',
  'hai',
  'puoi',
  'vuoi',
  'devi',
  'potrai',
  'inserisci',
  'inseriscili',
  'scegli',
  'clicca',
  'assicurati',
];
/** A word on its own: letters (accented too) or an apostrophe on neither side. */
const informalWord = new RegExp(`(?<![\\p{L}'’])(${INFORMAL_WORDS.join('|')})(?![\\p{L}'’])`, 'iu');
/** 'Riprova.' as a sentence of a message, not the button 'Riprova'. */
const informalRetry = /\S\s+Riprova[.!]/u;

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[full, value] as [string, string]] : texts(value, full);
  });
}

const italianDir = path.resolve(__dirname, 'it');
const italian = readdirSync(italianDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    texts(JSON.parse(readFileSync(path.join(italianDir, file), 'utf8')) as Tree).map(
      ([key, text]) => ({ key: `${file.replace(/\.json$/, '')}:${key}`, text }),
    ),
  );

const informal = (text: string) => informalWord.test(text) || informalRetry.test(text);

describe('the Italian translation', () => {
  it('recognises the informal forms it looks for, and not the formal ones', () => {
    expect(informal('Inserisci il tuo indirizzo.')).toBe(true);
    expect(informal('Hai scritto «pane».')).toBe(true);
    expect(informal('Puoi correggerlo.')).toBe(true);
    expect(informal('Non è stato possibile salvare. Riprova.')).toBe(true);
    expect(informal('Inserisca il Suo indirizzo. Ha scritto «pane».')).toBe(false);
    expect(informal('Gli utenti vedono i dati come sceglie qui sotto.')).toBe(false);
    expect(informal('Riprova')).toBe(false);
    expect(informal('Scegliere un fornitore')).toBe(false);
  });

  it('addresses the user formally (Lei) in every text', () => {
    expect(italian.length).toBeGreaterThan(500);
    const offending = italian.filter(({ text }) => informal(text));
    expect(offending).toEqual([]);
  });
});
