import { matchScoreClass } from '@foodhub/domain';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCORE_COLORS } from '../../../components/match-score-bar';
import classes from './score-legend.module.css';

/** The score bands of spec part 1 §9, each with a score in it (for the bar's colour). */
const SCORE_BANDS = [
  ['excellent', 90],
  ['veryGood', 80],
  ['good', 70],
  ['fair', 60],
  ['moderate', 50],
  ['basic', 0],
] as const;

/**
 * The legend of the match score: each band with the colour its bar has. The columns are as wide
 * as the longest label needs (at least 16rem), as many as fit, so a long label in any language
 * wraps inside its own column rather than running into the next one.
 */
export function ScoreLegend() {
  const { t } = useTranslation('matching');
  return (
    <ul className={classes.legend} data-testid="score-legend">
      {SCORE_BANDS.map(([band, score]) => (
        <li key={band} className={classes.item}>
          <Box
            component="span"
            aria-hidden
            className={classes.swatch}
            bg={SCORE_COLORS[matchScoreClass(score)]}
          />
          <Text span size="sm">
            {t(`help.bands.${band}`)}
          </Text>
        </li>
      ))}
    </ul>
  );
}
