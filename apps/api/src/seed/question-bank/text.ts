/** English number, time and date wording, and small sentence helpers. */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_ONES = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const ORDINAL_TENS = ['', '', 'twentieth', 'thirtieth'];

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 0..9999 in words, British style ("one hundred and five"). */
export function numberWord(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]!}` : '');
  if (n < 1000) {
    const rest = n % 100;
    return `${ONES[Math.floor(n / 100)]!} hundred${rest ? ` and ${numberWord(rest)}` : ''}`;
  }
  const rest = n % 1000;
  const joint = rest === 0 ? '' : rest < 100 ? ' and ' : ' ';
  return `${numberWord(Math.floor(n / 1000))} thousand${joint}${rest ? numberWord(rest) : ''}`;
}

/** 1..31 as an ordinal word ("twenty-first"). */
export function ordinalWord(n: number): string {
  if (n < 20) return ORDINAL_ONES[n]!;
  const tens = Math.floor(n / 10);
  return n % 10 === 0 ? ORDINAL_TENS[tens]! : `${TENS[tens]!}-${ORDINAL_ONES[n % 10]!}`;
}

const hour12 = (h: number) => ((((h - 1) % 12) + 12) % 12) + 1;

/** A clock time in words: "half past seven", "twenty to nine", "six o'clock". */
export function timeWords(h: number, m: number): string {
  const hour = numberWord(hour12(h));
  const next = numberWord(hour12(h + 1));
  if (m === 0) return `${hour} o'clock`;
  if (m === 15) return `quarter past ${hour}`;
  if (m === 30) return `half past ${hour}`;
  if (m === 45) return `quarter to ${next}`;
  return m < 30 ? `${numberWord(m)} past ${hour}` : `${numberWord(60 - m)} to ${next}`;
}

/** A clock time in digits: "7:05". */
export const timeDigits = (h: number, m: number) => `${hour12(h)}:${String(m).padStart(2, '0')}`;

/** Day of the week (0 Sunday) of a date, by Sakamoto's method. */
export function weekday(year: number, month: number, day: number): number {
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const y = month < 3 ? year - 1 : year;
  return (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + offsets[month - 1]! + day) % 7;
}

export const daysInMonth = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a" or "an" before a word (by its first letter; enough for the word lists here). */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
export const withArticle = (word: string) => `${article(word)} ${word}`;

/** The he/she/it form of a verb phrase: "watch TV" -> "watches TV", "study" -> "studies". */
export function thirdPerson(phrase: string): string {
  const [verb = '', ...rest] = phrase.split(' ');
  let form: string;
  if (verb === 'have') form = 'has';
  else if (verb === 'be') form = 'is';
  else if (/[^aeiou]y$/.test(verb)) form = `${verb.slice(0, -1)}ies`;
  else if (/(s|sh|ch|x|z|o)$/.test(verb)) form = `${verb}es`;
  else form = `${verb}s`;
  return [form, ...rest].join(' ');
}

/** The -ing form of the first word: "get up" -> "getting up" (the doubling verbs are listed). */
export function ingForm(phrase: string): string {
  const [verb = '', ...rest] = phrase.split(' ');
  const doubled = ['get', 'run', 'swim', 'stop', 'shop', 'sit', 'put', 'plan', 'win', 'begin'];
  let form: string;
  if (doubled.includes(verb)) form = `${verb}${verb.slice(-1)}ing`;
  else if (verb === 'be' || verb === 'see') form = `${verb}ing`;
  else if (/ie$/.test(verb)) form = `${verb.slice(0, -2)}ying`;
  else if (/[^e]e$/.test(verb)) form = `${verb.slice(0, -1)}ing`;
  else form = `${verb}ing`;
  return [form, ...rest].join(' ');
}
