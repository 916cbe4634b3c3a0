import type { ReactNode } from 'react';
import classes from './fact-list.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list; facts without a value are left out by callers. */
export function FactList({ facts }: { facts: Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className={classes.list}>
      {facts.map((fact) => (
        <div key={fact.label} style={{ display: 'contents' }}>
          <dt className={classes.label}>{fact.label}</dt>
          <dd className={classes.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Non-empty, trimmed texts of a list that may be missing or hold other things. */
export function filledTexts(values: unknown): string[] {
  return Array.isArray(values)
    ? values
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .map((v) => v.trim())
    : [];
}

/** A trimmed text, or null when missing or blank. */
export function filledText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
