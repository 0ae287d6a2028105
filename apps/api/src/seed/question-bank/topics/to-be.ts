import { family, others, pictureFamily, table, type Row } from '../build.js';
import { barChartPicture } from '../pictures.js';
import { countPicture, shapesPicture, type Countable, type Shape } from '../pictures-drawn.js';
import { capitalize, ingForm, numberWord, thirdPerson } from '../text.js';
import type { Ctx, Draft, Topic } from '../types.js';
import { CITIES, COLOURS, people, person } from '../words.js';

/** Lesson 2: the verb to be (present, past, then been, adjectives with prepositions and the passive). */

type Form = 'am' | 'is' | 'are';

function subject({ rnd }: Ctx): [string, Form] {
  const p = person(rnd);
  const q = person(rnd, p.name);
  return rnd.pick<[string, Form]>([
    ['I', 'am'], ['You', 'are'], ['We', 'are'], ['They', 'are'], ['He', 'is'], ['She', 'is'], [p.name, 'is'],
    [`${p.name} and ${q.name}`, 'are'], ['My parents', 'are'], ['My best friend', 'is'], ['The children', 'are'], ['The teacher', 'is'],
  ]);
}

const COMPLEMENTS = ['happy today', 'at home', 'in the kitchen', 'hungry', 'late for class', 'very tall', 'at the park', 'tired', 'in the garden', 'ready'];

function beForm(ctx: Ctx): Draft {
  const [who, form] = subject(ctx);
  return { pregunta: `${who} ___ ${ctx.rnd.pick(COMPLEMENTS)}.`, correcta: form, distractores: [...others<string>(['am', 'is', 'are'], form), 'be'] };
}

function beNegative(ctx: Ctx): Draft {
  const [who, form] = subject(ctx);
  const [adj, opposite] = ctx.rnd.pick([['tall', 'short'], ['happy', 'sad'], ['hot', 'cold'], ['old', 'young'], ['hungry', 'full'], ['at school', 'at home'], ['busy', 'free']]);
  const contractions: Record<string, string> = { I: "I'm", You: "You're", We: "We're", They: "They're", He: "He's", She: "She's" };
  const pronoun = contractions[who] ?? (form === 'are' ? "They're" : `${who} is`);
  const right = form === 'am' ? 'am not' : form === 'is' ? "isn't" : "aren't";
  return { pregunta: `${who} ___ ${adj}. ${pronoun} ${opposite}.`, correcta: right, distractores: others(['am not', "isn't", "aren't", 'not is', "don't"], right) };
}

const shortAnswers: readonly Row[] = [
  ['Are you Mexican? — Yes, ___.', 'I am', "I'm", 'you are', 'I is'],
  ['Is your sister a doctor? — No, ___.', "she isn't", "he isn't", 'she is', "she doesn't"],
  ['Are they your cousins? — Yes, ___.', 'they are', "they're", 'we are', 'they is'],
  ['Is it cold today? — No, ___.', "it isn't", "it doesn't", "it's", "it aren't"],
  ['Am I late? — No, ___.', "you aren't", "I'm not", "you isn't", "you don't"],
  ['Is Mr. Garza your teacher? — Yes, ___.', 'he is', "he's", 'she is', 'it is'],
  ['___ your parents at home? — Yes, they are.', 'Are', 'Is', 'Do', 'Am'],
  ['___ your brother a student? — No, he is a mechanic.', 'Is', 'Are', 'Does', 'Am'],
  ['___ I in the right classroom? — Yes, you are.', 'Am', 'Are', 'Is', 'Do'],
];

function colours({ rnd }: Ctx): Draft {
  const kinds = rnd.sample<Shape>(['circle', 'square', 'triangle', 'star'], rnd.int(1, 2));
  const paints = rnd.sample(COLOURS.map(([c]) => c), kinds.length + 1);
  const shown = kinds.map((k, i) => [k, paints[i]!] as const);
  const [kind, colour] = rnd.pick(shown);
  const absent = paints[kinds.length]!;
  const wrong = [`The ${kind} is ${absent}.`, `The ${kind} are ${colour}.`, `The ${kind} is a ${colour}.`];
  for (const [k, c] of shown) if (k !== kind) wrong.push(`The ${k} is ${colour}.`, `The ${kind} is ${c}.`);
  if (rnd.chance(0.5)) {
    return { pregunta: 'Look at the picture. Which sentence is true?', correcta: `The ${kind} is ${colour}.`, distractores: wrong, imagen: shapesPicture(shown) };
  }
  return {
    pregunta: `Look at the picture. What colour is the ${kind}?`,
    correcta: `It's ${colour}.`,
    distractores: [`It's ${absent}.`, `It's a ${colour}.`, `Is ${colour}.`, ...shown.filter(([k]) => k !== kind).map(([, c]) => `It's ${c}.`)],
    imagen: shapesPicture(shown),
  };
}

const ON_TABLE: readonly Countable[] = ['apples', 'oranges', 'eggs', 'lemons', 'cookies'];

function thereIsAre({ rnd, band }: Ctx): Draft {
  const kids = rnd.pick(ON_TABLE);
  const n = rnd.int(1, band === 0 ? 6 : 10);
  const noun = n === 1 ? kids.replace(/s$/, '') : kids;
  const one = n === 1;
  return {
    pregunta: `Look at the picture. ___ ${numberWord(n)} ${noun} on the table.`,
    correcta: one ? 'There is' : 'There are',
    distractores: [one ? 'There are' : 'There is', one ? 'It are' : 'They is', 'It is', 'They are', 'Is there'],
    imagen: countPicture(kids, n),
  };
}

function pastBe({ rnd }: Ctx): Draft {
  const [p, q] = people(rnd, 2);
  const [who, form, rest] = rnd.pick<[string, 'was' | 'were', string]>([
    ['I', 'was', 'very tired yesterday'], ['We', 'were', 'at the cinema last night'], ['You', 'were', 'late for class this morning'],
    ['They', 'were', 'in Oaxaca last summer'], [p!.name, 'was', 'at home on Sunday'], ['My parents', 'were', 'at the supermarket an hour ago'],
    ['The film we saw on Friday', 'was', 'very long'], ["The tickets for last week's concert", 'were', 'expensive'],
    [`${p!.name} and ${q!.name}`, 'were', 'at the beach yesterday'], ['The weather', 'was', 'terrible last weekend'], ['It', 'was', 'very cold yesterday morning'],
  ]);
  const negative = rnd.chance(0.35);
  const right = negative ? `${form}n't` : form;
  return {
    pregunta: `${who} ___ ${rest}.${negative ? ' (negative)' : ''}`,
    correcta: right,
    distractores: negative ? others(["wasn't", "weren't", "isn't", "didn't"], right) : others(['was', 'were', 'is', 'are', 'been'], right),
  };
}

const pastQuestions: readonly Row[] = [
  ['Where ___ you yesterday afternoon? — I was at the dentist.', 'were', 'was', 'did', 'are'],
  ['___ the concert good? — Yes, it was amazing!', 'Was', 'Were', 'Did', 'Is'],
  ['Why ___ your friends late this morning? — The bus was slow.', 'were', 'was', 'did', 'are'],
  ['How ___ your holiday in Mazatlán? — Fantastic, thanks.', 'was', 'were', 'did', 'is'],
  ['___ you at the party on Saturday? — No, I was sick.', 'Were', 'Was', 'Did', 'Are'],
  ['Who ___ your first English teacher? — Miss Lozano.', 'was', 'were', 'did', 'are'],
];

function beenGone({ rnd }: Ctx): Draft {
  const p = person(rnd);
  const city = rnd.pick(CITIES);
  return rnd.pick<Draft>([
    { pregunta: `${p.name} isn't here. ${capitalize(p.he)}'s ___ to the bank; ${p.he}'ll be back soon.`, correcta: 'gone', distractores: ['been', 'went', 'go'] },
    { pregunta: `Have you ever ___ to ${city}? — Yes, twice.`, correcta: 'been', distractores: ['gone', 'went', 'go', 'be'] },
    { pregunta: `${p.name} ___ to ${city} three times. ${capitalize(p.he)} loves it.`, correcta: 'has been', distractores: ['was been', 'is been', 'has gone'] },
    { pregunta: `Where have you ___? We were worried about you!`, correcta: 'been', distractores: ['gone', 'be', 'being'] },
    { pregunta: `How long ___ ${p.name} been a teacher? — For ten years.`, correcta: 'has', distractores: ['is', 'was', 'does', 'have'] },
    { pregunta: `I ___ sick since Monday, so I haven't been to work.`, correcta: 'have been', distractores: ['am', 'was being', 'have gone'] },
  ]);
}

const adjectivePrepositions: readonly Row[] = [
  ["I'm really interested ___ photography.", 'in', 'on', 'at', 'for'],
  ['My sister is very good ___ maths.', 'at', 'of', 'on', 'to'],
  ['Are you afraid ___ spiders?', 'of', 'from', 'at', 'with'],
  ['He is married ___ a doctor from Monterrey.', 'to', 'with', 'at', 'for'],
  ["We're tired ___ waiting for the bus.", 'of', 'on', 'at', 'in'],
  ["I'm worried ___ my exam on Friday.", 'about', 'of', 'at', 'on'],
  ['She is proud ___ her son.', 'of', 'for', 'on', 'at'],
  ['Puebla is famous ___ its mole.', 'for', 'of', 'on', 'at'],
  ["My brother is crazy ___ football.", 'about', 'of', 'at', 'in'],
  ['The park is full ___ families on Sundays.', 'of', 'from', 'at', 'on'],
  ["I'm not very keen ___ horror films.", 'on', 'in', 'of', 'at'],
];

const passive: readonly Row[] = [
  ['The museum ___ in 1910.', 'was built', 'built', 'was building', 'has built'],
  ['English ___ all over the world.', 'is spoken', 'speaks', 'is speaking', 'has spoken'],
  ['The results ___ next Monday.', 'will be announced', 'will announce', 'are announcing', 'announced'],
  ['The road ___ at the moment, so take another route.', 'is being repaired', 'is repairing', 'repairs', 'has repaired'],
  ["The letters ___ yet; they're still on my desk.", "haven't been sent", "haven't sent", "aren't sending", "didn't send"],
  ['This bridge ___ by thousands of cars every day.', 'is crossed', 'crosses', 'is crossing', 'has crossed'],
  ['The thief ___ by the police last night.', 'was caught', 'caught', 'was catching', 'has caught'],
  ['Mobile phones must ___ off during the exam.', 'be switched', 'switch', 'be switching', 'switched'],
  ['The old cinema ___ by the time we moved here.', 'had been demolished', 'had demolished', 'was demolishing', 'has been demolished'],
];

const usedTo: readonly Row[] = [
  ["I ___ getting up early now; I've done it for years.", 'am used to', 'used to', 'use to', 'am use to'],
  ['She ___ live in Puebla, but now she lives in Mérida.', 'used to', 'is used to', 'was used to', 'uses to'],
  ["It took me months to ___ the traffic in Mexico City.", 'get used to', 'used to', 'be use to', 'use to'],
  ["We ___ have a car, but we sold it last year.", 'used to', 'were used to', 'use to', 'are used to'],
  ["Don't worry about the noise; you'll soon ___ it.", 'get used to', 'used to', 'use to', 'be using'],
  ["___ you use to play any sport at school?", 'Did', 'Were', 'Used', 'Do'],
];

function heightChart({ rnd, band, audience }: Ctx): Draft | null {
  const base = audience === 'kids' ? 110 : 150;
  const heights = rnd.sample(Array.from({ length: 45 }, (_, k) => base + k), 4);
  const bars = people(rnd, 4).map((p, i) => [p.name, heights[i]!] as const);
  const image = barChartPicture('How tall are they?', bars, ' cm');
  const [[a, ha], [b, hb]] = rnd.sample(bars, 2) as [readonly [string, number], readonly [string, number]];
  if (band === 3) {
    const diff = Math.abs(ha - hb);
    if (diff > 5 && diff < 20) return null;
    const [tall, short] = ha > hb ? [a, b] : [b, a];
    const degree = diff <= 5 ? 'slightly' : 'much';
    const other = degree === 'slightly' ? 'much' : 'slightly';
    return {
      pregunta: 'Look at the chart. Which sentence is true?',
      correcta: `${tall} is ${degree} taller than ${short}.`,
      distractores: [`${short} is ${degree} taller than ${tall}.`, `${tall} is ${other} taller than ${short}.`, `${tall} is as tall as ${short}.`, `${short} is ${other} taller than ${tall}.`],
      imagen: image,
    };
  }
  const tallest = bars.reduce((x, y) => (y[1] > x[1] ? y : x))[0];
  if (rnd.chance(0.4)) {
    return { pregunta: 'Look at the chart. Who is the tallest?', correcta: tallest, distractores: others(bars.map(([n]) => n), tallest), imagen: image };
  }
  const right = ha > hb ? 'taller than' : 'shorter than';
  return {
    pregunta: `Look at the chart. ${a} is ___ ${b}.`,
    correcta: right,
    distractores: [right === 'taller than' ? 'shorter than' : 'taller than', 'as tall as', 'the tallest', 'more tall than'],
    imagen: image,
  };
}

/** Passive facts: subject, plural, base, participle and the rest; `then` marks the past. */
const FACTS: ReadonlyArray<readonly [string, boolean, string, string, string, boolean]> = [
  ['Spanish', false, 'speak', 'spoken', 'in more than twenty countries', false], ['These phones', true, 'make', 'made', 'in China', false],
  ['The Guelaguetza', false, 'celebrate', 'celebrated', 'in Oaxaca every July', false], ['The rooms', true, 'clean', 'cleaned', 'every morning', false],
  ['The tickets', true, 'sell', 'sold', 'online only', false], ['Monterrey', false, 'found', 'founded', 'in 1596', true],
  ['The pyramids of Teotihuacan', true, 'build', 'built', 'almost two thousand years ago', true], ['The Olympic Games', true, 'hold', 'held', 'in Mexico City in 1968', true],
  ['Our car', false, 'steal', 'stolen', 'last night', true], ['The winners', true, 'announce', 'announced', 'yesterday afternoon', true],
];

const beExpressions: readonly Row[] = [
  ["You're ___ to wear a helmet on this site; it's the rule.", 'supposed', 'suppose', 'supposing', 'supposedly'],
  ['With all this traffic, we are ___ to be late.', 'bound', 'due', 'about', 'sure of'],
  ['The new museum is believed ___ the largest in Latin America.', 'to be', 'being', 'be', 'that is'],
  ['It is ___ that the festival attracts a million visitors a year.', 'estimated', 'estimating', 'estimate', 'estimation'],
  ["The flight is ___ to land at 6:40, but it's running late.", 'due', 'bound', 'about', 'supposing'],
  ["I'm not ___ to the idea, but I need more information first.", 'opposed', 'against', 'opposite', 'opposing'],
];

function passiveFact({ rnd }: Ctx): Draft {
  const [thing, plural, base, participle, rest, then] = rnd.pick(FACTS);
  const be = then ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  const wrongBe = then ? (plural ? 'was' : 'were') : plural ? 'is' : 'are';
  return {
    pregunta: `${thing} ___ ${rest}.`,
    correcta: `${be} ${participle}`,
    distractores: [`${wrongBe} ${participle}`, `${be} ${ingForm(base)}`, then ? `has ${participle}` : plural ? base : thirdPerson(base), `${be} ${base}`],
  };
}

export const toBe: Topic = {
  title: 'The verb to be',
  families: [
    family(0, 0, beForm),
    family(0, 1, beNegative),
    table(0, 1, shortAnswers),
    pictureFamily(0, 0, colours),
    pictureFamily(0, 1, thereIsAre),
    family(1, 1, pastBe),
    table(1, 1, pastQuestions),
    pictureFamily(1, 3, heightChart),
    family(2, 2, beenGone),
    table(2, 3, adjectivePrepositions),
    table(3, 3, passive),
    table(3, 3, usedTo),
    family(3, 3, passiveFact),
    table(3, 3, beExpressions),
  ],
};
