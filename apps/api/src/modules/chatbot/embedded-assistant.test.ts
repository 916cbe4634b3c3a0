import { readFileSync } from 'node:fs';
import type { ChatbotContext, ChatbotPageContext } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import { CANNOT_ANSWER, embeddedAnswer, scoreLabel } from './embedded-assistant';
import { buildKnowledgeBase, fold, knowledgeBase, pageKey, tokenize } from './knowledge';

interface QuestionCase {
  id: string;
  question: string;
  pageContext: ChatbotPageContext;
  context?: ChatbotContext;
  kind: 'page' | 'docs' | 'unknown';
  expect: string[];
}

const questionSet = JSON.parse(
  readFileSync(new URL('../../../test/fixtures/chatbot-questions.json', import.meta.url), 'utf8'),
) as { questions: QuestionCase[] };
const kb = knowledgeBase('en');
const ask = (c: QuestionCase, history: { role: 'user' | 'assistant'; text: string }[] = []) =>
  embeddedAnswer(kb, {
    question: c.question,
    pageContext: c.pageContext,
    context: c.context ?? null,
    history,
  });

const numbersIn = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

/** A number of the answer is grounded when a source holds it as written or rounded to it. */
function isGroundedNumber(n: string, sources: string[]): boolean {
  const decimals = n.split('.')[1]?.length ?? 0;
  return sources.some(
    (s) => s === n || (s.includes('.') && Number(Number(s).toFixed(decimals)) === Number(n)),
  );
}

describe('the help passages', () => {
  it('has 30 to 50 passages with unique ids', () => {
    expect(kb.passages.length).toBeGreaterThanOrEqual(30);
    expect(kb.passages.length).toBeLessThanOrEqual(50);
    expect(new Set(kb.passages.map((p) => p.id)).size).toBe(kb.passages.length);
  });

  it('holds the constants of the match score and the impact model', () => {
    const all = kb.passages.map((p) => p.text).join(' ');
    for (const fact of ['0-100', '(weight 40)', '(20)', '(15)', '0.33', '0.78', '0.0554']) {
      expect(all).toContain(fact);
    }
    for (const fact of ['0.037', '0.242', '1.58', '4.345', 'toast', 'fictional']) {
      expect(all).toContain(fact);
    }
  });
});

describe('tokenising and retrieval', () => {
  it('folds case and accents and drops stopwords', () => {
    expect(fold('Bäckerei SÜD')).toBe('backerei sud');
    expect(tokenize('What are the Providers of the Solutions?')).toEqual(['provider', 'solution']);
  });

  it('maps page names to the pages of the passages', () => {
    expect(pageKey('Solution Details')).toBe('solution-details');
    expect(pageKey('Solutions Found')).toBe('solutions');
    expect(pageKey('Food Surplus')).toBe('food-surplus');
    expect(pageKey(null)).toBeNull();
  });

  it('ranks the passage that shares the rare words first', () => {
    const small = buildKnowledgeBase([
      { id: 'a', title: 'Maps', pages: [], text: 'The map shows markers.' },
      { id: 'b', title: 'Scores', pages: [], text: 'The score is 0-100.' },
    ]);
    expect(small.search('what does the score mean')[0]?.passage.id).toBe('b');
    expect(small.search('weather')).toEqual([]);
  });
});

describe('the question set (embedded assistant)', () => {
  it('has at least 20 questions', () => {
    expect(questionSet.questions.length).toBeGreaterThanOrEqual(20);
  });

  it.each(questionSet.questions.map((c) => [c.id, c] as const))(
    '%s: the answer holds the expected facts',
    (_id, c) => {
      const answer = ask(c);
      expect(answer.kind, answer.message).toBe(c.kind);
      for (const fact of c.expect) {
        expect(answer.message.toLowerCase(), answer.message).toContain(fact.toLowerCase());
      }
    },
  );

  it.each(questionSet.questions.map((c) => [c.id, c] as const))(
    '%s: every number comes from the page context, the inputs or a quoted passage',
    (_id, c) => {
      const answer = ask(c);
      const sources = numbersIn(
        [
          c.question,
          JSON.stringify(c.pageContext),
          JSON.stringify(c.context ?? null),
          ...answer.passages.map((p) => `${p.title} ${p.text}`),
        ].join(' '),
      );
      const invented = numbersIn(answer.message).filter((n) => !isGroundedNumber(n, sources));
      expect(invented, answer.message).toEqual([]);
    },
  );
});

describe('the embedded assistant', () => {
  const empty = { currentPageName: 'Home', availablePageData: null };

  it('says when it cannot answer and points to the documentation and the contact link', () => {
    const answer = embeddedAnswer(kb, {
      question: 'Recommend a good pizza place',
      pageContext: empty,
      context: null,
      history: [],
    });
    expect(answer.message).toBe(CANNOT_ANSWER);
    expect(answer.message).toContain('/tool/tool-description');
  });

  it('reads a short follow-up together with the previous question', () => {
    const answer = embeddedAnswer(kb, {
      question: 'and per year?',
      pageContext: empty,
      context: null,
      history: [
        { role: 'user', text: 'How many donations per month does a weekly surplus count?' },
        { role: 'assistant', text: 'A weekly surplus counts 4.345 donations per month.' },
      ],
    });
    expect(answer.kind).toBe('docs');
    expect(answer.message).toContain('52 per year');
  });

  it('tolerates page data of any shape', () => {
    for (const availablePageData of [
      'text',
      42,
      [1, 2],
      { solutions: 'x', providers: [null, 3, { distanceKm: 'far' }] },
      { solution: { score: 'high' }, net: 'negative' },
    ]) {
      const answer = embeddedAnswer(kb, {
        question: 'Why is this solution first and how far is the nearest provider?',
        pageContext: { currentPageName: 'Solution Details', availablePageData },
        context: { userInputs: { companyProfile: null, wasteInfo: null } },
        history: [],
      });
      expect(answer.message.length).toBeGreaterThan(0);
    }
  });

  it('summarises the inputs of the context when the page does not publish them', () => {
    const answer = embeddedAnswer(kb, {
      question: 'What did I enter?',
      pageContext: { currentPageName: 'Solutions Found', availablePageData: { solutions: [] } },
      context: {
        userInputs: { wasteInfo: { surplusName: 'apples', amount: { value: 120, unit: 'kg' } } },
      },
      history: [],
    });
    expect(answer.message).toBe('You entered surplus: apples; amount: 120 kg.');
  });

  it('greets back', () => {
    const answer = embeddedAnswer(kb, {
      question: 'Hello!',
      pageContext: null,
      context: null,
      history: [],
    });
    expect(answer.kind).toBe('greeting');
  });

  it('labels scores as the spec does', () => {
    expect([95, 90, 85, 80, 75, 65, 55, 49].map(scoreLabel)).toEqual([
      'Excellent Match',
      'Excellent Match',
      'Very Good Match',
      'Very Good Match',
      'Good Match',
      'Fair Match',
      'Moderate Match',
      'Basic Match',
    ]);
  });
});
