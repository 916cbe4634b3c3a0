import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layering of the web app (docs/architecture.md, "Dependency direction") is enforced by
// eslint.config.js; these cases prove each rule fires, and that a legal import stays quiet.
const root = fileURLToPath(new URL('.', import.meta.url));
const src = join(root, 'apps/web/src');
// Ignored by git, ESLint and Prettier, so a run cut short leaves nothing that trips them.
const fixtureDir = join(src, 'features/__lint_fixture__');

// `ignore: false` so the fixture folder, ignored for everyone else, is linted here.
const eslint = new ESLint({ cwd: root, ignore: false });

async function ruleIds(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: join(src, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const restricted = 'import-x/no-restricted-paths';

describe('web app layering (eslint.config.js)', () => {
  it('forbids a feature importing another feature', async () => {
    const ids = await ruleIds(
      "import { LoginForm } from '../auth/components/login-form';\nexport { LoginForm };\n",
      'features/home/layering-probe.tsx',
    );
    expect(ids).toContain(restricted);
  });

  it('forbids shared code importing a feature or app/', async () => {
    expect(
      await ruleIds(
        "import { Hero } from '../features/home/hero';\nexport { Hero };\n",
        'lib/layering-probe.tsx',
      ),
    ).toContain(restricted);
    expect(
      await ruleIds(
        "import { theme } from '../app/theme';\nexport { theme };\n",
        'components/layering-probe.ts',
      ),
    ).toContain(restricted);
  });

  it('forbids a feature importing app/', async () => {
    const ids = await ruleIds(
      "import { theme } from '../../app/theme';\nexport { theme };\n",
      'features/home/layering-probe.ts',
    );
    expect(ids).toContain(restricted);
  });

  it('allows imports that point down: feature -> lib, components; app -> feature', async () => {
    expect(
      await ruleIds(
        "import i18n from '../../lib/i18n';\nimport { PageLoader } from '../../components/page-loader';\nexport { i18n, PageLoader };\n",
        'features/home/layering-probe.tsx',
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        "import { Hero } from '../features/home/hero';\nexport { Hero };\n",
        'app/layering-probe.tsx',
      ),
    ).toEqual([]);
  });

  describe('import cycles', () => {
    beforeAll(() => {
      rmSync(fixtureDir, { recursive: true, force: true });
      mkdirSync(fixtureDir, { recursive: true });
      writeFileSync(
        join(fixtureDir, 'a.ts'),
        "import { b } from './b';\n\nexport const a = () => b;\n",
      );
      writeFileSync(
        join(fixtureDir, 'b.ts'),
        "import { a } from './a';\n\nexport const b = () => a;\n",
      );
      writeFileSync(join(fixtureDir, 'c.ts'), "import { a } from './a';\n\nexport const c = a;\n");
    });
    afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

    it('reports two modules importing each other', async () => {
      const results = await eslint.lintFiles([join(fixtureDir, 'a.ts'), join(fixtureDir, 'b.ts')]);
      for (const result of results) {
        expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
      }
    });

    it('leaves a module that only imports into the cycle alone', async () => {
      const [result] = await eslint.lintFiles([join(fixtureDir, 'c.ts')]);
      expect(result!.messages).toEqual([]);
    });
  });
});
