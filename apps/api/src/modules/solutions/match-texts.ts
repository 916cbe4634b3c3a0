import type {
  ExcludedSolution,
  MatchTexts,
  Solution,
  SurplusReading,
  WordedSolutionTexts,
} from '@foodhub/contracts';
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import type { CatalogueSnapshot } from './catalogue-cache';
import type { MatchOutcome } from './matching-engine';
import { reasoningText, type ReasoningContext, type ReasoningLocale } from './reasoning';
import { localizeSolution, type SolutionTranslations } from './solution-translations';

/** What the answer in the request's language already says; the other languages are worded anew. */
export interface WordedAnswer {
  language: Language;
  solutions: Solution[];
  reasoning: Record<string, string>;
  excluded: ExcludedSolution[];
  surplus: SurplusReading;
}

/** How one language is worded: its catalogue translations and its reasoning locale. */
export interface Wording {
  translations: SolutionTranslations;
  locale: ReasoningLocale;
}

/** The answer's own worded parts, in its own language. */
function textsOf(answer: Pick<WordedAnswer, 'solutions' | 'reasoning' | 'excluded' | 'surplus'>) {
  const solutions: Record<string, WordedSolutionTexts> = {};
  for (const s of answer.solutions) {
    if (s.solution_origin !== 'dataset') continue;
    const { process_name, solution_subcategory, description, general_constraints } = s;
    solutions[s.solution_id] = {
      process_name,
      solution_subcategory,
      description,
      general_constraints,
      solution_result: s.solution_result,
      ...(s.surplus_name_labels ? { surplus_name_labels: s.surplus_name_labels } : {}),
    };
  }
  const excluded: MatchTexts['excluded'] = {};
  for (const e of answer.excluded) {
    excluded[e.solution_id] = { process_name: e.process_name, reason: e.reason };
  }
  return {
    solutions,
    reasoning: answer.reasoning,
    excluded,
    surplus: { read_as: answer.surplus.read_as, message: answer.surplus.message },
  };
}

export interface AllLanguagesInput {
  snapshot: CatalogueSnapshot;
  outcome: MatchOutcome;
  ctx: ReasoningContext;
  answer: WordedAnswer;
  includeReasoning: boolean;
  wording: (language: Language) => Promise<Wording>;
  excludedIn: (wording: Wording) => ExcludedSolution[];
  surplusIn: (wording: Wording) => SurplusReading;
}

/**
 * The answer's worded parts in every interface language, so a client switches language without
 * matching again. The request's language is the answer itself (with a model's wording of the
 * reasoning, when one wrote it); the others get the engine's reasoning in their language. An
 * outside service's solutions and reasoning come in one language only and stay as they came.
 */
export async function textsInAllLanguages(
  input: AllLanguagesInput,
): Promise<Partial<Record<Language, MatchTexts>>> {
  const { snapshot, outcome, ctx, answer } = input;
  const outsideReasoning = Object.fromEntries(
    answer.solutions.flatMap((s) =>
      s.solution_origin === 'vcg.ai' && answer.reasoning[s.id] !== undefined
        ? [[s.id, answer.reasoning[s.id] as string]]
        : [],
    ),
  );
  const result: Partial<Record<Language, MatchTexts>> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    if (language === answer.language) {
      result[language] = textsOf(answer);
      continue;
    }
    const wording = await input.wording(language);
    const reasoning: Record<string, string> = { ...outsideReasoning };
    if (input.includeReasoning) {
      for (const match of outcome.matches) {
        reasoning[match.solution.id] = reasoningText(match, ctx, wording.locale);
      }
    }
    const solutions = answer.solutions.map((s) => {
      const response = s.solution_origin === 'dataset' && snapshot.responses.get(s.solution_id);
      return response
        ? localizeSolution(response, wording.translations, language, wording.locale.foodName)
        : s;
    });
    result[language] = textsOf({
      solutions,
      reasoning,
      excluded: input.excludedIn(wording),
      surplus: input.surplusIn(wording),
    });
  }
  return result;
}
