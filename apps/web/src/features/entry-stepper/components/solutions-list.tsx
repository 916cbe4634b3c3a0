import { Stack } from '@mantine/core';
import type { MatchResult } from '../../../api/match';
import { useStepperStore } from '../../../stores/stepper-store';
import { byScore } from '../lib/solution-summary';
import { SolutionCard } from './solution-card';

/** The ranked list of matched solutions (spec part 1 §2 'Step 3'). */
export function SolutionsList({ match }: { match: MatchResult }) {
  const selectSolution = useStepperStore((s) => s.selectSolution);
  const { scores, reasoning, conditions } = match.details;
  return (
    <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {byScore(match.solutions, scores).map((solution, index) => (
        <li key={`${solution.id}-${index}`}>
          <SolutionCard
            solution={solution}
            rank={index + 1}
            score={scores[solution.id]}
            reasoning={reasoning[solution.id]}
            checks={conditions[solution.id]}
            onChoose={selectSolution}
          />
        </li>
      ))}
    </Stack>
  );
}
