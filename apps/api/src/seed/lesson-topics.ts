/**
 * The topics of the demo catalogue's lessons (decision 015): the lessons seed
 * names the resources with them and the question bank writes their questions.
 */
export const LESSON_TOPICS: readonly string[] = [
  'Greetings and introductions',
  'The verb to be',
  'Numbers, dates and time',
  'Daily routines',
  'Review: units 1-4',
  'Food and drinks',
  'Past simple',
  'Asking for directions',
  'Future plans',
  'Review: units 6-9',
];

/** The certification lessons' topics, the last one the certification exam. */
export const CERTIFICATION_TOPICS: readonly string[] = ['Reading comprehension', 'Listening practice', 'Use of English', 'Writing task', 'Certification exam'];
