import { family, others, pictureFamily, table, type Row } from '../build.js';
import { clockPicture } from '../pictures.js';
import { weatherPicture } from '../pictures-drawn.js';
import { capitalize, ingForm, thirdPerson, timeDigits } from '../text.js';
import type { Ctx, Draft, Topic } from '../types.js';
import { IRREGULAR, PAST_MARKERS, REGULAR, WEATHERS, person, type Person } from '../words.js';

/** Lesson 7: the past simple (regular, irregular, questions), then past continuous, present perfect and past perfect. */

interface Subject {
  who: string;
  /** The possessive that goes with the subject, replacing "my" in the word lists. */
  own: string;
}

function subjectFor(p: Person, ctx: Ctx): Subject {
  return ctx.rnd.pick<Subject>([
    { who: 'I', own: 'my' }, { who: 'We', own: 'our' }, { who: p.name, own: p.his }, { who: 'My parents', own: 'their' }, { who: capitalize(p.he), own: p.his }, { who: 'They', own: 'their' },
  ]);
}

const own = (text: string, possessive: string) => text.replace(/\bmy\b/g, possessive);

function regularPast(ctx: Ctx): Draft {
  const p = person(ctx.rnd);
  const s = subjectFor(p, ctx);
  const [base, past, wrong, rest] = ctx.rnd.pick(REGULAR);
  return {
    pregunta: `${s.who} ___ ${own(rest, s.own)} ${ctx.rnd.pick(PAST_MARKERS)}.`,
    correcta: past,
    distractores: [base, wrong, thirdPerson(base), ingForm(base)],
  };
}

function irregularPast(ctx: Ctx): Draft {
  const p = person(ctx.rnd);
  const s = subjectFor(p, ctx);
  const [base, past, participle, rest] = ctx.rnd.pick(IRREGULAR);
  const naive = /e$/.test(base) ? `${base}d` : `${base}ed`;
  return {
    pregunta: `${s.who} ___ ${own(rest, s.own)} ${ctx.rnd.pick(PAST_MARKERS)}.`,
    correcta: past,
    distractores: [naive, participle, base, thirdPerson(base)],
  };
}

function questionsNegatives(ctx: Ctx): Draft {
  const { rnd } = ctx;
  const p = person(rnd);
  const [base, past, participle, rest] = rnd.pick([...IRREGULAR, ...REGULAR]);
  const when = rnd.pick(PAST_MARKERS);
  const wrong = [past, participle, thirdPerson(base), ingForm(base)];
  switch (rnd.int(0, 2)) {
    case 0:
      return { pregunta: `Did you ___ ${own(rest, 'your')} ${when}?`, correcta: base, distractores: wrong };
    case 1:
      return { pregunta: `${p.name} didn't ___ ${own(rest, p.his)} ${when}.`, correcta: base, distractores: wrong };
    default:
      return { pregunta: `___ ${p.name} ${base} ${own(rest, p.his)} ${when}?`, correcta: 'Did', distractores: ['Does', 'Was', 'Do', 'Has'] };
  }
}

function weatherDiary({ rnd }: Ctx): Draft {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday'];
  const kinds = rnd.sample(WEATHERS, 4);
  const imagen = weatherPicture(days.map((d, i) => [d, kinds[i]!] as const));
  const k = rnd.int(0, 3);
  if (rnd.chance(0.5)) {
    const right = kinds[k]!;
    return {
      pregunta: `Look at the weather last week. What was the weather like on ${days[k]!}?`,
      correcta: `It was ${right}.`,
      distractores: [...others(kinds, right).map((w) => `It was ${w}.`), `It is ${right}.`, `It were ${right}.`],
      imagen,
    };
  }
  return {
    pregunta: `Look at the weather last week. Which day was ${kinds[k]!}?`,
    correcta: `${days[k]!}.`,
    distractores: [...others(days, days[k]!).map((d) => `${d}.`), 'Friday.'],
    imagen,
  };
}

const pastTime: readonly Row[] = [
  ['I saw Regina at the mall ___ week.', 'last', 'ago', 'yesterday', 'before'],
  ['We moved to Apodaca three years ___.', 'ago', 'last', 'before of', 'past'],
  ['___ morning I went jogging in the park.', 'Yesterday', 'Last', 'Ago', 'Past'],
  ['My cousins visited us the day before ___.', 'yesterday', 'last', 'ago', 'tomorrow'],
  ['The shop opened ___ 2019.', 'in', 'on', 'at', 'ago'],
  ['When ___ you start learning English? — When I was eight.', 'did', 'do', 'were', 'have'],
];

const pastContinuous: readonly Row[] = [
  ['I ___ a shower when the phone rang.', 'was having', 'had', 'am having', 'have had'],
  ['While we ___ dinner, the lights went out.', 'were having', 'had', 'have', 'are having'],
  ['What ___ you doing at ten last night?', 'were', 'did', 'was', 'are'],
  ['She was walking home when she ___ an old friend.', 'met', 'was meeting', 'meets', 'has met'],
  ['When I looked out of the window, it ___ hard.', 'was raining', 'rained', 'is raining', 'has rained'],
  ["They ___ football when it started to snow.", 'were playing', 'played', 'are playing', 'was playing'],
];

const pastOrPerfect: readonly Row[] = [
  ['I ___ to Mexico City last year.', 'went', 'have gone', 'have been', 'go'],
  ['She ___ in Puebla since 2018.', 'has lived', 'lived', 'lives', 'is living'],
  ['___ you ever eaten chapulines?', 'Have', 'Did', 'Do', 'Were'],
  ["I ___ my homework yet. Can I hand it in tomorrow?", "haven't finished", "didn't finish", "don't finish", "wasn't finishing"],
  ['When ___ you buy that jacket? It looks great.', 'did', 'have', 'were', 'do'],
  ["We ___ each other since primary school.", 'have known', 'knew', 'know', 'are knowing'],
  ["He's just ___ his exam results. He passed!", 'got', 'get', 'getting', 'gets'],
];

function interrupted({ rnd }: Ctx): Draft {
  const p = person(rnd);
  const [ing, past, perfect, object] = rnd.pick([
    ['cooking', 'cooked', 'has cooked', 'dinner'], ['watching', 'watched', 'has watched', 'a film'], ['studying', 'studied', 'has studied', 'for an exam'],
    ['driving', 'drove', 'has driven', 'home'], ['having', 'had', 'has had', 'a shower'], ['playing', 'played', 'has played', 'tennis'],
  ] as const);
  const h = rnd.int(4, 9);
  const m = rnd.pick([10, 15, 20, 30, 40, 45, 50]);
  return {
    pregunta: `Look at ${p.name}'s plan for yesterday. I called ${p.him} at the time on the clock. ${capitalize(p.he)} ___ ${object}.`,
    correcta: `was ${ing}`,
    distractores: [past, `is ${ing}`, perfect, `were ${ing}`],
    imagen: clockPicture(h, m, ['Yesterday', `${timeDigits(h, 0)}-${timeDigits(h + 1, 0)}`, ing]),
  };
}

const pastPerfect: readonly Row[] = [
  ['When I got to the station, the train ___.', 'had already left', 'already left', 'has already left', 'was already leaving'],
  ["She didn't want to see the film because she ___ it before.", 'had seen', 'saw', 'has seen', 'was seeing'],
  ['By the time the police arrived, the thieves ___.', 'had escaped', 'escaped', 'have escaped', 'were escaping'],
  ["I ___ never been on a plane until I flew to Tijuana last year.", 'had', 'have', 'was', 'did'],
  ['After we ___ lunch, we went for a walk along the beach.', 'had had', 'have had', 'were having', 'have'],
  ['He was tired because he ___ all day.', 'had been working', 'has been working', 'is working', 'worked been'],
];

const thirdConditional: readonly Row[] = [
  ['If I had known about the party, I ___.', 'would have gone', 'would go', 'will go', 'had gone'],
  ["If we ___ earlier, we wouldn't have missed the flight.", 'had left', 'left', 'would leave', 'have left'],
  ['I wish I ___ harder for the exam last week.', 'had studied', 'studied', 'would study', 'have studied'],
  ["She ___ the job if she had gone to the interview.", 'might have got', 'might get', 'got', 'had got'],
  ["If only you ___ me the truth from the beginning!", 'had told', 'told', 'would tell', 'have told'],
  ["Had I realised it was your birthday, I ___ you a present.", 'would have bought', 'would buy', 'had bought', 'will buy'],
];

const INTERRUPTIONS = ['the phone rang', 'the lights went out', 'it started to rain', 'someone knocked at the door', 'the baby woke up', 'my boss called'];
const ACTIVITIES: ReadonlyArray<readonly [string, string]> = [
  ['cook', 'dinner'], ['watch', 'a series'], ['do', 'the homework'], ['walk', 'home'], ['have', 'a shower'], ['study', 'for the test'], ['clean', 'the kitchen'],
];

/** Past continuous for the longer action, past simple for what interrupted it. */
function whileWhen(ctx: Ctx): Draft {
  const { rnd } = ctx;
  const p = person(rnd);
  const [who, be] = rnd.pick<[string, 'was' | 'were']>([['I', 'was'], ['we', 'were'], [p.name, 'was'], ['my parents', 'were'], ['the children', 'were']]);
  const [verb, object] = rnd.pick(ACTIVITIES);
  const event = rnd.pick(INTERRUPTIONS);
  const wrongBe = be === 'was' ? 'were' : 'was';
  const right = `${be} ${ingForm(verb)}`;
  const wrong = [`${wrongBe} ${ingForm(verb)}`, `${be === 'was' && who !== 'I' ? 'is' : who === 'I' ? 'am' : 'are'} ${ingForm(verb)}`, `${be} ${verb}`, ingForm(verb)];
  return rnd.chance(0.5)
    ? { pregunta: `While ${who} ___ ${object}, ${event}.`, correcta: right, distractores: wrong }
    : { pregunta: `${capitalize(who)} ___ ${object} when ${event}.`, correcta: right, distractores: wrong };
}

const EXPERIENCES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['eat', 'ate', 'eaten', 'chapulines'], ['ride', 'rode', 'ridden', 'a horse'], ['fly', 'flew', 'flown', 'in a helicopter'], ['swim', 'swam', 'swum', 'with dolphins'],
  ['see', 'saw', 'seen', 'a whale'], ['drive', 'drove', 'driven', 'a truck'], ['sing', 'sang', 'sung', 'in public'], ['write', 'wrote', 'written', 'a poem'],
  ['take', 'took', 'taken', 'a cooking class'], ['break', 'broke', 'broken', 'a bone'], ['go', 'went', 'been', 'to Chiapas'], ['give', 'gave', 'given', 'a speech'],
];

/** Present perfect for experience (ever, never), past simple for a finished time. */
function experience(ctx: Ctx): Draft {
  const { rnd } = ctx;
  const p = person(rnd);
  const [base, past, participle, rest] = rnd.pick(EXPERIENCES);
  const wrong = [past, base, ingForm(base), thirdPerson(base)];
  return rnd.pick<Draft>([
    { pregunta: `Have you ever ___ ${rest}?`, correcta: participle, distractores: wrong },
    { pregunta: `${p.name} has never ___ ${rest}.`, correcta: participle, distractores: wrong },
    { pregunta: `${p.name} ___ ${rest} for the first time last year.`, correcta: past, distractores: [`has ${participle}`, participle, base, thirdPerson(base)] },
  ]);
}

const ARRIVALS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['got to the station', 'the train', 'leave', 'left'], ['arrived at the cinema', 'the film', 'start', 'started'], ['reached the shop', 'it', 'close', 'closed'],
  ['got to the party', 'most of the guests', 'go', 'gone home'], ['arrived at the office', 'the meeting', 'finish', 'finished'], ['got to the airport', 'the plane', 'take', 'taken off'],
];

function pastPerfectArrival(ctx: Ctx): Draft {
  const { rnd } = ctx;
  const p = person(rnd);
  const who = rnd.pick(['I', 'we', p.name, 'my parents', 'the taxi driver']);
  const [arrival, subject, base, participle] = rnd.pick(ARRIVALS);
  const rest = participle.split(' ').slice(1).join(' ');
  const pp = participle.split(' ')[0]!;
  const tail = rest ? ` ${rest}` : '';
  return {
    pregunta: `By the time ${who} ${arrival}, ${subject} ___${tail}.`,
    correcta: `had already ${pp}`,
    distractores: [`has already ${pp}`, `already ${thirdPerson(base)}`, `would already ${base}`, `had already ${base}`],
  };
}

/** Third conditional: the if-clause participle and object, the result (right, then wrong forms) and what follows. */
const REGRETS: ReadonlyArray<readonly [string, string, string, readonly string[], string]> = [
  ['left', 'home earlier', "wouldn't have missed", ["wouldn't miss", 'had missed', "won't have missed"], 'the bus'],
  ['studied', 'harder', 'would have passed', ['would pass', 'had passed', 'will have passed'], 'the exam'],
  ['taken', 'an umbrella', "wouldn't have got", ["wouldn't get", 'had got', "won't have got"], 'wet'],
  ['checked', 'the address', "wouldn't have got", ["wouldn't get", 'had got', "won't get"], 'lost'],
  ['known', 'about the party', 'would have gone', ['would go', 'had gone', 'will have gone'], 'to it'],
  ['saved', 'some money', 'could have bought', ['could buy', 'had bought', 'can have bought'], 'the tickets'],
];

function thirdConditionalGen(ctx: Ctx): Draft {
  const { rnd } = ctx;
  const p = person(rnd);
  const [who, he] = rnd.pick<[string, string]>([['I', 'I'], ['we', 'we'], [p.name, p.he], ['my brother', 'he']]);
  const [participle, object, result, wrongResults, rest] = rnd.pick(REGRETS);
  return rnd.chance(0.5)
    ? { pregunta: `If ${who} had ${participle} ${object}, ${he} ___ ${rest}.`, correcta: result, distractores: wrongResults }
    : { pregunta: `If ${who} ___ ${object}, ${he} ${result} ${rest}.`, correcta: `had ${participle}`, distractores: [participle, `would ${participle}`, `have ${participle}`] };
}

export const past: Topic = {
  title: 'Past simple',
  families: [
    family(0, 1, regularPast),
    family(0, 1, irregularPast),
    family(1, 1, questionsNegatives),
    pictureFamily(0, 1, weatherDiary),
    table(1, 2, pastTime),
    table(2, 2, pastContinuous),
    pictureFamily(2, 2, interrupted),
    table(2, 3, pastOrPerfect),
    table(3, 3, pastPerfect),
    table(3, 3, thirdConditional),
    family(2, 2, whileWhen),
    family(2, 2, experience),
    family(3, 3, pastPerfectArrival),
    family(3, 3, thirdConditionalGen),
  ],
};
