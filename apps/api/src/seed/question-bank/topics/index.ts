import type { Topic } from '../types.js';
import { directions } from './directions.js';
import { food } from './food.js';
import { future } from './future.js';
import { greetings } from './greetings.js';
import { numbersTime } from './numbers-time.js';
import { past } from './past.js';
import { routinesTopic } from './routines.js';
import { toBe } from './to-be.js';

/** The ordinary lessons 1..10 of every level: eight topics and two reviews (null: the lesson mixes its units). */
export const ORDINARY_LESSONS: ReadonlyArray<Topic | null> = [greetings, toBe, numbersTime, routinesTopic, null, food, past, directions, future, null];

export const REVIEW_TITLES: Readonly<Record<number, string>> = { 5: 'Review: units 1-4', 10: 'Review: units 6-9' };

/** The topics a review, a mid-term (lesson 5) or a final (lesson 10) covers. */
export function unitsOf(leccion: number): Topic[] {
  const units = leccion <= 5 ? ORDINARY_LESSONS.slice(0, 4) : ORDINARY_LESSONS.slice(5, 9);
  return units.filter((t): t is Topic => t !== null);
}

export const ALL_TOPICS: readonly Topic[] = ORDINARY_LESSONS.filter((t): t is Topic => t !== null);
