import type { ChatbotPageContext } from '@foodhub/contracts';
import type { Language } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { embeddedAnswer } from './embedded-assistant';
import { knowledgeBase } from './knowledge';

// 'Why is donation not first here?' on a page of solutions: answered from the reasons the page
// gives for leaving routes out (whyNot), never with the ranking of another route.

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await signedInUser(ctx)).token;
});
afterAll(() => ctx.close());

const OIL_RULE =
  'Used cooking oil may go neither into food nor into feed (Reg. (EC) 1069/2009: catering ' +
  'waste; feed ban since 2002); it goes to biodiesel or biogas.';
const OIL_RULE_DE =
  'Altspeiseöl darf weder in Lebensmittel noch in Futter (VO (EG) 1069/2009: Speiseabfall; ' +
  'Futterverbot seit 2002); es geht in Biodiesel oder Biogas.';

/** Solutions Found for used cooking oil, as the web publishes it (app/page-context-data.ts). */
const oilPage = (rule = OIL_RULE, name = 'Solutions Found'): ChatbotPageContext => ({
  currentPageName: name,
  availablePageData: {
    whyNot: {
      donation: [
        {
          reason: rule,
          safety: true,
          routes: ['Donation to a food bank', 'Sale in a social supermarket'],
        },
      ],
      animalFeed: [{ reason: rule, safety: true, routes: ['Livestock feed'] }],
    },
    solutions: [
      {
        name: 'Soap and oleochemicals',
        score: 75,
        reasoning: 'Fats fit.',
        category: 'Non-food products',
      },
      { name: 'Biodiesel and HVO', score: 73, reasoning: 'Oil fits.', category: 'Energy' },
      { name: 'Depackaging and biogas', score: 55, reasoning: 'Any food.', category: 'Energy' },
      { name: 'Prevention by planning', score: 54, reasoning: null, category: 'Prevention' },
    ],
  },
});

const ask = (question: string, pageContext: ChatbotPageContext, language: Language = 'en') =>
  embeddedAnswer(knowledgeBase(language), { question, pageContext, context: null, history: [] });

describe('why a kind of route is not offered', () => {
  it('answers from the page’s exclusions through POST /chatbot, with what it offers instead', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/chatbot',
      headers: bearer(token),
      payload: { userMessage: 'Why is donation not first here?', pageContext: oilPage() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message } = res.json() as { message: string };
    expect(message).toBe(
      `Donation is not offered for this surplus because of a safety rule: ${OIL_RULE}\n\n` +
        'What the page offers instead: Soap and oleochemicals (Non-food products); ' +
        'Biodiesel and HVO (Energy); Depackaging and biogas (Energy).',
    );
    // Not the ranking of another route.
    expect(message).not.toContain('ranks first');
  });

  it('answers about animal feed the same way', () => {
    const answer = ask('Why not animal feed?', oilPage());
    expect(answer.kind).toBe('page');
    expect(answer.message).toContain(
      `Animal feed is not offered for this surplus because of a safety rule: ${OIL_RULE}`,
    );
  });

  it('lists several reasons, one a line', () => {
    const page = oilPage();
    const data = page.availablePageData as { whyNot: { donation: unknown[] } };
    data.whyNot.donation = [
      {
        reason: 'Donation to a food bank does not take used cooking oil.',
        safety: false,
        routes: [],
      },
      { reason: 'It does not take surplus that is inedible parts or non-food.', safety: false },
    ];
    expect(ask('Can I donate this?', page).message).toContain(
      'Donation is not offered for this surplus. The page gives these reasons:\n' +
        '- Donation to a food bank does not take used cooking oil.\n' +
        '- It does not take surplus that is inedible parts or non-food.',
    );
  });

  it('answers in the question’s language, quoting reasons the page gives in another', () => {
    const german = oilPage(OIL_RULE_DE, 'Gefundene Lösungen');
    const de = embeddedAnswer(knowledgeBase('de'), {
      question: 'Warum steht die Spende hier nicht an erster Stelle?',
      pageContext: german,
      context: null,
      history: [],
      factsLanguage: 'de',
    });
    expect(de.message).toContain(
      `Eine Spende kommt für diesen Überschuss nicht infrage, wegen einer Sicherheitsregel: ${OIL_RULE_DE}`,
    );
    expect(de.message).toContain('Stattdessen bietet die Seite an: Soap and oleochemicals');
    const en = embeddedAnswer(knowledgeBase('en'), {
      question: 'Why is donation not first here?',
      pageContext: german,
      context: null,
      history: [],
      factsLanguage: 'de',
    });
    expect(en.message).toContain(
      `Donation is not offered for this surplus. The page gives the reason in German: “${OIL_RULE_DE}”`,
    );
  });

  it('has the sentences in French, Italian and Slovenian', () => {
    expect(ask('Pourquoi pas le don ?', oilPage(), 'fr').message).toContain(
      'Le don n’est pas proposé pour ce surplus, en raison d’une règle de sécurité',
    );
    expect(ask('Perché la donazione non è al primo posto?', oilPage(), 'it').message).toContain(
      'La donazione non è proposta per questa eccedenza a causa di una regola di sicurezza',
    );
    expect(ask('Zakaj podaritev ni na prvem mestu?', oilPage(), 'sl').message).toContain(
      'Podaritev za ta presežek ni na voljo zaradi varnostnega pravila',
    );
  });

  it('says where the best donation ranks when the page offers one', () => {
    const page: ChatbotPageContext = {
      currentPageName: 'Solutions Found',
      availablePageData: {
        whyNot: {},
        solutions: [
          { name: 'Bread beer', score: 88, category: 'Upcycling (food)' },
          { name: 'Donation to a food bank', score: 81, category: 'Reuse (human)' },
        ],
      },
    };
    const answer = ask('Why is donation not first here?', page);
    expect(answer.message).toContain(
      'The best-placed donation route on this page is Donation to a food bank, at rank 2 with a ' +
        'match score of 81 (Very Good Match). Bread beer ranks first with a match score of 88 ' +
        '(Very Good Match).',
    );
  });

  it('says so when the page lists no donation and gives no reason', () => {
    const page = oilPage();
    (page.availablePageData as { whyNot: unknown }).whyNot = {};
    expect(ask('Why no donation?', page).message).toContain(
      'No donation route is among the solutions on this page, and the page gives no reason for it.',
    );
  });

  it('leaves a question naming a solution to the ranking, and pages without solutions alone', () => {
    const named = ask('Why is Biodiesel and HVO not first for donation?', oilPage());
    expect(named.message).toContain('Biodiesel and HVO is matched');
    const report = ask('Why not donate it?', {
      currentPageName: 'Company Data',
      availablePageData: { companyProfile: { name: 'Bäckerei' } },
    });
    expect(report.message).not.toContain('not offered');
  });
});
