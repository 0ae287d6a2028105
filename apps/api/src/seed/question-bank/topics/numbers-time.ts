import { family, others, pictureFamily, table, type Row } from '../build.js';
import { barChartPicture, calendarPicture, clockPicture } from '../pictures.js';
import { MONTHS, WEEKDAYS, daysInMonth, numberWord, ordinalWord, timeDigits, timeWords, weekday } from '../text.js';
import type { Ctx, Draft, Topic } from '../types.js';
import { CITIES, nearNumbers, person } from '../words.js';

/** Lesson 3: numbers, dates and time. */

const DEMO_YEAR = 2026;

/** Minutes a clock may show at a level: o'clock and half past first, quarters next, then any five minutes. */
function clockMinutes(nivel: number): number[] {
  if (nivel <= 1) return [0, 30];
  if (nivel === 2) return [0, 15, 30, 45];
  return Array.from({ length: 12 }, (_, k) => k * 5);
}

function whatTime({ rnd, nivel }: Ctx): Draft {
  const h = rnd.int(1, 12);
  const m = rnd.pick(clockMinutes(nivel));
  const say = (hh: number, mm: number) => `It's ${timeWords(hh, mm)}.`;
  const confused = m % 5 === 0 && m > 0 ? say(m / 5, (h % 12) * 5) : say(h, (m + 30) % 60);
  const mirrored = m > 0 && m !== 30 ? say(h, 60 - m) : say(h + 1, m);
  return {
    pregunta: rnd.pick(['Look at the clock. What time is it?', 'What time does the clock show?', 'Look at the picture. What time is it?']),
    correcta: say(h, m),
    distractores: [confused, mirrored, say(h + 1, m), say(h - 1, m), say(h, (m + 15) % 60)],
    imagen: clockPicture(h, m),
  };
}

function clockSums({ rnd, band }: Ctx): Draft {
  const h = rnd.int(band === 2 ? 7 : 1, band === 2 ? 10 : 11);
  const m = rnd.pick([0, 10, 15, 20, 30, 40, 45, 50]);
  const add = rnd.pick(band === 2 ? [45, 90, 105, 120, 135] : [50, 75, 100, 125, 155]);
  const at = (minutes: number) => `At ${timeDigits(Math.floor(minutes / 60), minutes % 60)}.`;
  const start = h * 60 + m;
  const length = add >= 60 ? `${numberWord(Math.floor(add / 60))} hour${add >= 120 ? 's' : ''}${add % 60 ? ` and ${numberWord(add % 60)} minutes` : ''}` : `${numberWord(add)} minutes`;
  const pregunta = rnd.pick([
    `The film started at the time on the clock and lasted ${length}. What time did it finish?`,
    `The bus left at the time on the clock. The trip took ${length}. When did it arrive?`,
    `Our exam begins at the time on the clock and lasts ${length}. When does it end?`,
  ]);
  return {
    pregunta,
    correcta: at(start + add),
    distractores: [at(start + add + 15), at(start + add - 15), at(start + add + 60), at(start + add - 30), at(start - add + 24 * 60)],
    imagen: clockPicture(h, m),
  };
}

function numberWords({ rnd, nivel, band }: Ctx): Draft {
  const max = band > 0 ? 9999 : nivel === 1 ? 20 : nivel === 2 ? 50 : 100;
  const n = band === 0 ? rnd.int(nivel === 1 ? 1 : 11, max) : rnd.chance(0.5) ? rnd.int(101, 999) : rnd.int(11, 99) * 100 + rnd.pick([0, 5, 20, 50]);
  const word = numberWord(n);
  const wrong = nearNumbers(n, 0, max).map(numberWord);
  if (word.includes('hundred')) wrong.unshift(word.replace('hundred', 'hundreds'));
  if (word.includes('forty')) wrong.unshift(word.replace('forty', 'fourty'));
  const written = n >= 1000 ? `${Math.floor(n / 1000)},${String(n % 1000).padStart(3, '0')}` : String(n);
  // The likeliest mistakes come first (misspelling, swapped digits, -teen/-ty); three of the first four are offered.
  return { pregunta: rnd.pick([`How do you write ${written} in words?`, `How do you say ${written}?`]), correcta: word, distractores: wrong.slice(0, 4) };
}

function calendar({ rnd }: Ctx): Draft {
  const month = rnd.int(1, 12);
  const day = rnd.int(1, daysInMonth(DEMO_YEAR, month));
  const p = person(rnd);
  const imagen = calendarPicture(DEMO_YEAR, month, day);
  if (rnd.chance(0.4)) {
    const right = WEEKDAYS[weekday(DEMO_YEAR, month, day)]!;
    return { pregunta: `Look at the calendar. ${p.name}'s party is on the circled day. What day of the week is it?`, correcta: `It's on ${right}.`, distractores: others(WEEKDAYS, right).map((d) => `It's on ${d}.`), imagen };
  }
  const name = MONTHS[month - 1]!;
  const date = (d: number, m = name) => `On the ${ordinalWord(d)} of ${m}.`;
  const neighbours = [day - 1, day + 1, day + 7, day - 7].filter((d) => d >= 1 && d <= daysInMonth(DEMO_YEAR, month));
  return {
    pregunta: `Look at the calendar. The circled day is ${p.name}'s birthday. When is it?`,
    correcta: date(day),
    distractores: [...neighbours.map((d) => date(d)), `On the ${numberWord(day)} of ${name}.`, date(day, MONTHS[month % 12]!)],
    imagen,
  };
}

const timePrepositions: readonly Row[] = [
  ['The party is ___ Saturday.', 'on', 'in', 'at'], ['My birthday is ___ July.', 'in', 'on', 'at'], ['The class starts ___ eight o’clock.', 'at', 'in', 'on'],
  ['I drink coffee ___ the morning.', 'in', 'on', 'at'], ['We watch TV ___ night.', 'at', 'in', 'on'], ['The concert is ___ 15th May.', 'on', 'in', 'at'],
  ['I was born ___ 2010.', 'in', 'on', 'at'], ['We have a test ___ Monday morning.', 'on', 'in', 'at'], ['Shops close early ___ Christmas Eve.', 'on', 'in', 'at'],
  ['It is very hot in Monterrey ___ summer.', 'in', 'on', 'at'], ['See you ___ half past six!', 'at', 'on', 'in'], ['My parents got married ___ 1998.', 'in', 'at', 'on'],
];

function ordinals({ rnd }: Ctx): Draft {
  const m = rnd.int(1, 12);
  const wrong = [ordinalWord(m - 1 || 12), ordinalWord(m === 12 ? 1 : m + 1), numberWord(m), `${numberWord(m)}th`];
  return { pregunta: `${MONTHS[m - 1]!} is the ___ month of the year.`, correcta: ordinalWord(m), distractores: wrong };
}

function nextDay({ rnd }: Ctx): Draft {
  const d = rnd.int(0, 6);
  const after = rnd.chance(0.5);
  const right = WEEKDAYS[(d + (after ? 1 : 6)) % 7]!;
  return { pregunta: `What day comes ${after ? 'after' : 'before'} ${WEEKDAYS[d]!}?`, correcta: right, distractores: others(WEEKDAYS, right).filter((x) => x !== WEEKDAYS[d]) };
}

const howQuestions: readonly Row[] = [
  ['___ does the class start? — At seven.', 'What time', 'How often', 'How long', 'How much'],
  ['___ do you go to the gym? — Twice a week.', 'How often', 'What time', 'How long', 'How many'],
  ['___ is the film? — About two hours.', 'How long', 'How often', 'What time', 'How many'],
  ['___ is a ticket to the museum? — Eighty pesos.', 'How much', 'How many', 'How long', 'How often'],
  ['___ brothers and sisters do you have? — Three.', 'How many', 'How much', 'How often', 'How long'],
  ['___ is your English exam? — On the 12th of June.', 'When', 'How long', 'How often', 'Where'],
  ['___ does it take to get to work? — About forty minutes.', 'How long', 'How far', 'How often', 'What time'],
];

function forSinceAgo({ rnd }: Ctx): Draft {
  const p = person(rnd);
  const n = rnd.int(2, 12);
  const year = rnd.int(2008, 2022);
  return rnd.pick<Draft>([
    { pregunta: `${p.name} has lived in Monterrey ___ ${year}.`, correcta: 'since', distractores: ['for', 'ago', 'during'] },
    { pregunta: `${p.name} has worked here ___ ${numberWord(n)} years.`, correcta: 'for', distractores: ['since', 'ago', 'from'] },
    { pregunta: `${p.name} moved to Monterrey ${numberWord(n)} years ___.`, correcta: 'ago', distractores: ['since', 'for', 'before of'] },
    { pregunta: `I haven't seen ${p.name} ___ last ${rnd.pick(['Christmas', 'summer', 'March'])}.`, correcta: 'since', distractores: ['for', 'ago', 'from'] },
    { pregunta: `We've been waiting ___ ${numberWord(n * 5)} minutes!`, correcta: 'for', distractores: ['since', 'ago', 'during'] },
  ]);
}

const onTime: readonly Row[] = [
  ['The train left right ___ time, at exactly 8:00.', 'on', 'in', 'at', 'by'],
  ['We got to the cinema just ___ time to buy popcorn before the film.', 'in', 'on', 'at', 'for'],
  ["Hurry up! We're running out ___ time.", 'of', 'from', 'off', 'with'],
  ['Please hand in your essays ___ Friday at the latest.', 'by', 'until', 'on time', 'since'],
  ['The shop is open ___ 9 p.m., so we still have an hour.', 'until', 'by', 'since', 'for'],
  ['I’ll call you back ___ ten minutes.', 'in', 'during', 'since', 'on'],
  ['From time ___ time we go to the cinema, but not often.', 'to', 'at', 'in', 'for'],
];

const trends: readonly Row[] = [
  ['Sales increased ___ 15% in March.', 'by', 'of', 'in', 'with'],
  ['The price of tortillas rose ___ 20 to 24 pesos a kilo.', 'from', 'since', 'between', 'of'],
  ['The number of students has doubled ___ 2020.', 'since', 'for', 'from', 'during'],
  ['There was a sharp rise ___ the number of visitors last year.', 'in', 'of', 'by', 'on'],
  ['Unemployment fell ___ 3.5%, its lowest level in ten years.', 'to', 'at', 'in', 'on'],
  ['Roughly ___ of the class passed, about twenty out of thirty students.', 'two thirds', 'a half', 'a quarter', 'three quarters'],
  ['The population reached a peak ___ 2 million in 2015.', 'of', 'in', 'by', 'with'],
];

function temperatures({ rnd, band }: Ctx): Draft {
  const cities = rnd.sample(CITIES.filter((c) => c.length <= 10), 4);
  const values = rnd.sample(Array.from({ length: 28 }, (_, k) => 12 + k), 4);
  const bars = cities.map((c, i) => [c, values[i]!] as const);
  const imagen = barChartPicture('Temperature yesterday at noon', bars, '°C');
  const [[a, ta], [b, tb]] = rnd.sample(bars, 2) as [readonly [string, number], readonly [string, number]];
  if (band === 3) {
    const diff = Math.abs(ta - tb);
    const [hot, cold] = ta > tb ? [a, b] : [b, a];
    return {
      pregunta: 'Look at the chart. Which sentence is true?',
      correcta: `${cold} was ${diff} degrees colder than ${hot}.`,
      distractores: [`${hot} was ${diff} degrees colder than ${cold}.`, `${cold} was ${diff + 2} degrees colder than ${hot}.`, `${cold} was as warm as ${hot}.`, `${hot} was ${diff + 5} degrees hotter than ${cold}.`],
      imagen,
    };
  }
  if (rnd.chance(0.4)) {
    const hottest = bars.reduce((x, y) => (y[1] > x[1] ? y : x))[0];
    return { pregunta: 'Look at the chart. Which city was the hottest?', correcta: hottest, distractores: others(cities, hottest), imagen };
  }
  const right = ta > tb ? 'hotter than' : 'colder than';
  return { pregunta: `Look at the chart. ${a} was ___ ${b}.`, correcta: right, distractores: [ta > tb ? 'colder than' : 'hotter than', 'as hot as', 'more hot than', 'the hottest'], imagen };
}

function percentages({ rnd }: Ctx): Draft | null {
  const item = rnd.pick(['a kilo of avocados', 'a bus ticket', 'a litre of milk', 'the rent', 'a cinema ticket', 'a kilo of tortillas']);
  const base = rnd.pick([20, 40, 50, 80, 100, 200, 400]);
  const pct = rnd.pick([10, 20, 25, 50, 75]);
  const up = rnd.chance(0.6);
  const after = up ? base + (base * pct) / 100 : base - (base * pct) / 100;
  if (!Number.isInteger(after)) return null;
  const wrong = [pct * 2, pct / 2, Math.abs(after - base), Math.round((Math.abs(after - base) / after) * 100)].filter((v) => Number.isInteger(v) && v !== pct);
  return {
    pregunta: `The price of ${item} went ${up ? 'up' : 'down'} from ${base} to ${after} pesos. By what percentage did it ${up ? 'rise' : 'fall'}?`,
    correcta: `${pct}%`,
    distractores: wrong.map((v) => `${v}%`),
  };
}

const rescheduling: readonly Row[] = [
  ['The meeting was at ten, but now it is at nine. It has been ___.', 'brought forward', 'put off', 'called off', 'carried out'],
  ['The concert was on Friday; now it is next month. It has been ___.', 'postponed', 'brought forward', 'cancelled out', 'taken up'],
  ["The match won't take place at all. It has been ___.", 'called off', 'put back', 'brought forward', 'set up'],
  ['Can we ___ our appointment? Tuesday is no longer good for me.', 'reschedule', 'rebook back', 'delay up', 'postpone on'],
  ["I'm afraid I'm ___ up at the moment; can I call you back in an hour?", 'tied', 'kept', 'put', 'caught on'],
  ['We need to finish the project ___ the end of the month at the latest.', 'by', 'until', 'since', 'for'],
];

export const numbersTime: Topic = {
  title: 'Numbers, dates and time',
  families: [
    pictureFamily(0, 1, whatTime),
    pictureFamily(2, 3, clockSums),
    family(0, 1, numberWords),
    pictureFamily(0, 1, calendar),
    table(0, 1, timePrepositions, true),
    family(0, 0, ordinals),
    family(0, 0, nextDay),
    table(1, 2, howQuestions),
    family(2, 2, forSinceAgo),
    table(2, 3, onTime),
    table(3, 3, trends),
    family(3, 3, percentages),
    table(3, 3, rescheduling),
    pictureFamily(2, 3, temperatures),
  ],
};
