import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../lib/project-root';

/**
 * The server's Italian texts (the reasons of a match and its safety rules, the chatbot's answers,
 * the account mails, the report PDF, the help passages) address the user formally (Lei), as the
 * interface does: the informal forms people write most must not appear in them.
 */
const INFORMAL = new RegExp(
  `(?<![\\p{L}'’])(${[
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
    'inserisci',
    'scegli',
    'sceglila',
    'aggiungi',
    'descrivila',
    'indicatelo',
    'riprova',
  ].join('|')})(?![\\p{L}'’])`,
  'giu',
);

const root = projectRoot();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The Italian object of a module holding every language: from `const it` to the next one. */
const italianBlock = (file: string) => {
  const text = read(file);
  const start = text.indexOf('\nconst it: ');
  expect(start, file).toBeGreaterThan(0);
  const end = text.indexOf('\nconst ', start + 1);
  return text.slice(start, end > 0 ? end : undefined);
};
/** The code without its comments, which are English. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const SOURCES: [string, () => string][] = [
  ['reasoning', () => read('apps/api/src/modules/solutions/reasoning-messages/it.ts')],
  ['safety', () => read('apps/api/src/modules/solutions/reasoning-messages/safety/it.ts')],
  ['chatbot', () => read('apps/api/src/modules/chatbot/messages/it.ts')],
  ['mails', () => italianBlock('apps/api/src/modules/accounts/account-mail-texts.ts')],
  ['report', () => read('apps/api/src/modules/saved-work/report-texts/it.ts')],
  ['help passages', () => read('data/help/it/help.json')],
];

describe('the Italian texts of the server', () => {
  it('recognises the informal forms, and not the formal ones', () => {
    expect('Hai indicato la condizione; puoi correggerlo.'.match(INFORMAL)).toEqual([
      'Hai',
      'puoi',
    ]);
    expect('Ha indicato la condizione; può correggerlo. La scelga.'.match(INFORMAL)).toBeNull();
  });

  it.each(SOURCES)('%s: address the user formally (Lei)', (_, source) => {
    const text = withoutComments(source());
    expect(text.length).toBeGreaterThan(500);
    expect(text.match(INFORMAL) ?? []).toEqual([]);
  });
});
