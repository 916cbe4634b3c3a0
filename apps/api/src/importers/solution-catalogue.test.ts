import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countSolutions, listSolutions } from '@foodhub/db';
import { SOLUTION_CATEGORIES } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../test/test-app';
import { defaultSeedDir } from '../seed/seed-reference-data';
import { CatalogueError, parseCatalogue } from './solution-catalogue';
import {
  catalogueDir,
  FOOD_TERMS_FILE,
  loadSolutionCatalogue,
  SOLUTIONS_FILE,
  solutionsImportCommand,
} from './solution-catalogue.load';

const dir = catalogueDir(defaultSeedDir());
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
    solutions: Record<string, unknown>[];
    terms: Record<string, unknown>[];
  };

describe('the shipped solution catalogue', () => {
  const catalogue = parseCatalogue(read(SOLUTIONS_FILE), read(FOOD_TERMS_FILE));

  it('has at least 40 solutions covering every category, each with sources', () => {
    expect(catalogue.solutions.length).toBeGreaterThanOrEqual(40);
    for (const category of SOLUTION_CATEGORIES) {
      // Prevention is advice beside the routes; the five kinds of routes each have several.
      expect(
        catalogue.solutions.filter((s) => s.solution_category === category).length,
        category,
      ).toBeGreaterThanOrEqual(category === 'Prevention' ? 2 : 4);
    }
    for (const s of catalogue.solutions) {
      expect(s.sources.length, s.solution_id).toBeGreaterThan(0);
      for (const source of s.sources) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it('covers the kinds of solutions users expect', () => {
    const ids = catalogue.solutions.map((s) => s.solution_id);
    for (const id of [
      'reuse-food-bank',
      'reuse-social-supermarket',
      'reuse-community-fridge',
      'upcycling-bread-beer',
      'feed-insect-rearing',
      'feed-pet-food-category3',
      'energy-biogas',
      'energy-biodiesel-uco',
      'soil-industrial-composting',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('keeps food for people only where the end use is food', () => {
    for (const s of catalogue.solutions) {
      if (s.solution_category === 'Reuse (human)' || s.solution_category === 'Upcycling (food)') {
        expect(s.end_use, s.solution_id).toBe('human_food');
        expect(s.food_use_hierarchy, s.solution_id).toBe('people');
      }
    }
  });
});

describe('a broken catalogue', () => {
  it('is refused with every problem named', () => {
    const solutions = read(SOLUTIONS_FILE);
    const terms = read(FOOD_TERMS_FILE);
    const first = solutions.solutions[0]!;
    const broken = {
      ...solutions,
      solutions: [
        ...solutions.solutions,
        { ...first },
        {
          ...first,
          solution_id: 'reuse-broken',
          general_accepted_food_types: {
            food_group: ['Snacks'],
            food_subgroup: [],
            surplus_name: ['unicorn'],
            business_category: ['Retailer'],
          },
        },
      ],
    };
    try {
      parseCatalogue(broken, terms);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CatalogueError);
      const problems = (error as CatalogueError).problems.join('\n');
      expect(problems).toContain(`'${String(first.solution_id)}' appears twice`);
      expect(problems).toContain("unknown food group 'Snacks'");
      expect(problems).toContain("surplus name 'unicorn' is not a food term");
    }
  });

  it('changes nothing in the database', async () => {
    const handle = await freshDb();
    try {
      await loadSolutionCatalogue(
        handle.db,
        parseCatalogue(read(SOLUTIONS_FILE), read(FOOD_TERMS_FILE)),
      );
      const before = await listSolutions(handle.db);
      const badFile = path.join(dir, 'no-such-file.json');
      await expect(
        solutionsImportCommand.run(handle.db, [badFile, path.join(dir, FOOD_TERMS_FILE)]),
      ).rejects.toThrow(/no-such-file.json/);
      expect(await listSolutions(handle.db)).toEqual(before);
      expect(await countSolutions(handle.db)).toBe(before.length);
    } finally {
      await handle.close();
    }
  });
});

let importDb: Awaited<ReturnType<typeof freshDb>>;
beforeAll(async () => {
  importDb = await freshDb();
});
afterAll(() => importDb.close());

describe('npm run import -- solutions', () => {
  it('loads the files and is idempotent', async () => {
    const files = [path.join(dir, SOLUTIONS_FILE), path.join(dir, FOOD_TERMS_FILE)];
    const first = await solutionsImportCommand.run(importDb.db, files);
    const second = await solutionsImportCommand.run(importDb.db, files);
    expect(second.imported).toBe(first.imported);
    expect(await countSolutions(importDb.db)).toBe(first.imported);
  });

  it('says how to call it', async () => {
    await expect(solutionsImportCommand.run(importDb.db, [])).rejects.toThrow(
      /Usage: npm run import -- solutions/,
    );
  });
});
