import type { Solution } from '@foodhub/contracts';
import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import { byScore } from '../lib/solution-summary';
import { solutionId, useStepperStore } from '../store';
import { SolutionCard } from './solution-card';

/** The ranked list of matched solutions (spec part 1 §2 'Step 3'). */
export function SolutionsList({ solutions }: { solutions: Solution[] }) {
  const details = useStepperStore((s) => s.solutionDetails);
  const selectSolution = useStepperStore((s) => s.selectSolution);
  const choose = useCallback((solution: Solution) => selectSolution(solution), [selectSolution]);
  const ranked = byScore(solutions, details.scores, solutionId);
  return (
    <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {ranked.map((solution, index) => {
        const id = solutionId(solution);
        return (
          <li key={`${id}-${index}`}>
            <SolutionCard
              solution={solution}
              id={id}
              rank={index + 1}
              score={details.scores[id]}
              reasoning={details.reasoning[id]}
              onChoose={choose}
            />
          </li>
        );
      })}
    </Stack>
  );
}
