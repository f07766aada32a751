// The verdict table the situation tests share: each row a message (with earlier turns when it needs them) and
// the verdict it must get, screened as the engine screens it. One helper, so every test file reads a row the
// same way: a class ("crisis", "none"), "not <class>", or "at least <level>".
import { expect, it } from 'vitest';
import { type SafetyLabel, screenClass } from '../eval/safety-labels';
import { rankOf, type SafetyLevel, screenMessage } from './screen';

export const level = (message: string, history: string[] = []) => screenMessage(message, history).level;
export const verdict = (message: string, history: string[] = []) =>
  screenClass(screenMessage(message, history));
export const kinds = (message: string, history: string[] = []) =>
  screenMessage(message, history).concerns.map((c) => c.kind);
export const atLeast = (message: string, floor: SafetyLevel, history: string[] = []) =>
  expect(rankOf(level(message, history))).toBeGreaterThanOrEqual(rankOf(floor));

export type Want = SafetyLabel | `not ${SafetyLabel}` | `at least ${SafetyLevel}`;
export type Row = [message: string, want: Want, history?: string[]];

/** Checks one row of a verdict table. */
export function expectVerdict([message, want, history = []]: Row): void {
  if (want.startsWith('at least ')) atLeast(message, want.slice(9) as SafetyLevel, history);
  else if (want.startsWith('not ')) expect(verdict(message, history)).not.toBe(want.slice(4));
  else expect(verdict(message, history)).toBe(want);
}

/** One test per row: "<title>: <message> → <want>". */
export function verdicts(title: string, rows: Row[]): void {
  it.each(rows.map((r) => [r[0], r[1], r] as const))(`${title}: %s → %s`, (_m, _w, row) =>
    expectVerdict(row));
}
