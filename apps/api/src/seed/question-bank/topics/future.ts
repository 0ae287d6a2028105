import { family, others, pictureFamily, table, type Row } from '../build.js';
import { diaryPicture } from '../pictures.js';
import { weatherPicture } from '../pictures-drawn.js';
import { capitalize, ingForm, thirdPerson } from '../text.js';
import type { Ctx, Draft, Topic } from '../types.js';
import { WEATHERS, people, person, type Person } from '../words.js';

/** Lesson 9: future plans (going to, will, present continuous, then conditionals and future forms). */

const PLANS = ['visit my cousins', 'watch a film', 'play football', 'study for the test', 'buy a new phone', 'have a party', 'clean my room', 'learn to cook'];
const WHEN = ['tomorrow', 'next weekend', 'on Saturday', 'tonight', 'next summer', 'after class'];

function goingTo({ rnd }: Ctx): Draft {
  const p = person(rnd);
  const [who, be, own] = rnd.pick<[string, string, string]>([
    ['I', 'am', 'my'], ['We', 'are', 'our'], [p.name, 'is', p.his], ['My brothers', 'are', 'their'], [capitalize(p.he), 'is', p.his], ['They', 'are', 'their'],
  ]);
  const plan = rnd.pick(PLANS).replace(/\bmy\b/, own);
  const wrongBe = others(['am', 'is', 'are'], be);
  return {
    pregunta: `${who} ___ ${plan} ${rnd.pick(WHEN)}.`,
    correcta: `${be} going to`,
    distractores: [...wrongBe.map((b) => `${b} going to`), 'going to', `${be} go to`, `${be} going`],
  };
}

function forecast({ rnd, band }: Ctx): Draft {
  const days = ['Friday', 'Saturday', 'Sunday', 'Monday'];
  const kinds = rnd.sample(WEATHERS, 4);
  const imagen = weatherPicture(days.map((d, i) => [d, kinds[i]!] as const));
  const k = rnd.int(0, 3);
  const right = kinds[k]!;
  if (rnd.chance(0.4)) {
    return {
      pregunta: `Look at the weather forecast. Which day is going to be ${right}?`,
      correcta: `${days[k]!}.`,
      distractores: [...others(days, days[k]!).map((d) => `${d}.`), 'Thursday.'],
      imagen,
    };
  }
  const say = (w: string) => (band === 0 ? `It will be ${w}.` : `It's going to be ${w}.`);
  return {
    pregunta: `Look at the weather forecast. What will the weather be like on ${days[k]!}?`,
    correcta: say(right),
    distractores: [...others(kinds, right).map(say), `It was ${right}.`, `It will ${right}.`],
    imagen,
  };
}

const wantTo: readonly Row[] = [
  ['What do you want to be? — I want ___ a doctor.', 'to be', 'be', 'being', 'to am'],
  ["I'd like ___ Japan one day.", 'to visit', 'visit', 'visiting', 'visits'],
  ['My sister wants ___ a cake for the party.', 'to make', 'make', 'making', 'makes'],
  ['Would you like ___ to the cinema with us on Friday?', 'to come', 'come', 'coming', 'comes'],
  ['We want ___ a new house next year.', 'to buy', 'buy', 'buying', 'buys'],
  ["What ___ you like to do this weekend? — I'd like to go swimming.", 'would', 'do', 'are', 'will'],
];

const willForms: readonly Row[] = [
  ['I think it ___ tomorrow. Take an umbrella.', 'will rain', 'rains', 'raining', 'is rain'],
  ['The phone is ringing. — OK, I ___ answer it.', 'will', 'am', 'do', 'going'],
  ["Don't worry, I ___ tell anyone your secret.", "won't", "don't", "willn't", "am not"],
  ['___ you help me with these bags, please?', 'Will', 'Are', 'Do', 'Going'],
  ['In the future, people ___ in cities on the Moon.', 'will live', 'living', 'lives', 'are live'],
  ["I'm sure you ___ pass your exam. You studied a lot!", 'will', 'are', 'do', 'going'],
];

const arrangements: readonly Row[] = [
  ['What ___ you ___ tonight? — I’m meeting some friends.', 'are / doing', 'do / do', 'did / do', 'are / do'],
  ["I ___ my grandparents on Sunday. We've already bought the tickets.", 'am visiting', 'visit', 'visited', 'visiting'],
  ['We ___ to Cancún next Friday. Our flight is at six.', 'are flying', 'fly', 'flew', 'flies'],
  ["Sorry, I can't come to the party. I ___ my cousin at the airport.", 'am meeting', 'meet', 'met', 'meets'],
  ['___ your brother coming to the wedding next month?', 'Is', 'Does', 'Will', 'Do'],
  ['The concert ___ at eight, so let’s meet at seven.', 'starts', 'is start', 'starting', 'start'],
];

function diary({ rnd }: Ctx): Draft {
  const [p, friend, other] = people(rnd, 3) as [Person, Person, Person];
  const entries = rnd.sample<[string, string]>([
    ['Dentist 4 p.m.', 'going to the dentist'], [`Dinner with ${friend.name}`, `having dinner with ${friend.name}`], ['Football match', 'playing in a football match'],
    ['Flight to Cancún', 'flying to Cancún'], [`Cinema with ${other.name}`, `going to the cinema with ${other.name}`], ['Job interview', 'having a job interview'],
    ['Piano lesson', 'having a piano lesson'], ['Visit grandma', `visiting ${p.his} grandma`], ['Haircut 11 a.m.', 'getting a haircut'],
  ], 5);
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday'];
  const imagen = diaryPicture(`${p.name}'s diary`, days.map((d, i) => [d, entries[i]![0]] as const));
  const k = rnd.int(0, 3);
  const He = capitalize(p.he);
  if (rnd.chance(0.5)) {
    return {
      pregunta: `Look at ${p.name}'s diary for next week. What is ${p.he} doing on ${days[k]!}?`,
      correcta: `${He}'s ${entries[k]![1]}.`,
      distractores: entries.filter((_, i) => i !== k).map(([, ing]) => `${He}'s ${ing}.`),
      imagen,
    };
  }
  return {
    pregunta: `Look at ${p.name}'s diary for next week. When is ${p.he} ${entries[k]![1]}?`,
    correcta: `On ${days[k]!}.`,
    distractores: [...others(days, days[k]!).map((d) => `On ${d}.`), 'On Friday.'],
    imagen,
  };
}

const conditionalsTime: readonly Row[] = [
  ["If it ___ tomorrow, we'll stay at home.", 'rains', 'will rain', 'rained', 'raining'],
  ["I'll call you when I ___ home.", 'get', 'will get', 'got', 'getting'],
  ["We won't go to the beach unless the weather ___.", 'improves', 'will improve', 'improved', "doesn't improve"],
  ["As soon as the course ___, I'm going to look for a job.", 'finishes', 'will finish', 'finished', 'is finish'],
  ["If you ___ hard, you'll pass the exam.", 'study', 'will study', 'studied', 'studying'],
  ["She'll be very happy if you ___ her.", 'call', 'will call', 'called', 'calling'],
];

const probability: readonly Row[] = [
  ["I'm not sure yet, but I ___ go to the party.", 'might', 'will definitely', 'must', 'am'],
  ['Take a jacket. It ___ get cold later.', 'may', 'must to', 'will to', 'is'],
  ["He's very fast. He'll ___ win the race.", 'probably', 'perhaps to', 'likely to', 'possible'],
  ["I ___ not be able to come; I'll let you know tomorrow.", 'may', 'can', "won't", 'do'],
  ["They are ___ to arrive late; the traffic is terrible.", 'likely', 'probably', 'maybe', 'possibly'],
  ["There's a good chance that prices ___ go up next year.", 'will', 'are', 'do', 'have'],
];

const futureForms: readonly Row[] = [
  ['By 2030, I ___ my degree.', 'will have finished', 'will finish', 'finish', 'am finishing'],
  ['This time tomorrow, we ___ on the beach in Mazatlán.', 'will be lying', 'will lie', 'lie', 'are lain'],
  ['Hurry! The film is ___ start.', 'about to', 'about', 'near to', 'on to'],
  ["Don't call me at eight; I will ___ dinner with my in-laws.", 'be having', 'have had', 'having', 'had'],
  ['By the end of the year, they ___ here for a decade.', 'will have lived', 'will live', 'are living', 'live'],
  ['The new metro line is ___ open in December.', 'due to', 'about', 'due', 'near to'],
  ["Next month I ___ working here for exactly five years.", 'will have been', 'will be', 'am', 'will have'],
];

const wishes: readonly Row[] = [
  ["I'm thinking ___ moving abroad next year.", 'of', 'to', 'on', 'for'],
  ["We're planning ___ our own business.", 'to start', 'starting', 'start', 'for start'],
  ["I can't wait ___ you again!", 'to see', 'seeing', 'see', 'for seeing'],
  ["She's hoping ___ promoted before the summer.", 'to get', 'getting', 'get', 'for get'],
  ["Whatever happens, I'll never regret ___ this decision.", 'making', 'to make', 'make', 'made'],
  ['Provided that we ___ the funding, the project will start in May.', 'get', 'will get', 'got', 'would get'],
];

/** A condition (base verb and object) and what will follow it. */
const IF_PLANS: ReadonlyArray<readonly [string, string, string]> = [
  ['miss', 'the bus', 'be late for work'], ['save', 'enough money', 'buy a car next year'], ['pass', 'the exam', 'celebrate with friends'],
  ['get', 'the job', 'move to Querétaro'], ['feel', 'better', 'come to the party'], ['finish', 'early', 'call you'], ['find', 'cheap flights', 'visit Cancún in May'],
];

function ifWhenPlans(ctx: Ctx): Draft {
  const { rnd } = ctx;
  const p = person(rnd);
  const [who, he, third] = rnd.pick<[string, string, boolean]>([['I', 'I', false], ['we', 'we', false], [p.name, p.he, true], ['my cousins', 'they', false]]);
  const [verb, object, result] = rnd.pick(IF_PLANS);
  const link = rnd.pick(['If', 'When', 'As soon as']);
  const present = third ? thirdPerson(verb) : verb;
  return rnd.chance(0.6)
    ? { pregunta: `${link} ${who} ___ ${object}, ${he} will ${result}.`, correcta: present, distractores: [`will ${verb}`, `would ${verb}`, third ? verb : thirdPerson(verb), ingForm(verb)] }
    : { pregunta: `${link} ${who} ${present} ${object}, ${he} ___ ${result.split(' ').slice(1).join(' ')}.`, correcta: `will ${result.split(' ')[0]!}`, distractores: [`would ${result.split(' ')[0]!}`, `will to ${result.split(' ')[0]!}`, `${ingForm(result.split(' ')[0]!)}`] };
}

const BY_THEN: ReadonlyArray<readonly [string, string, string]> = [
  ['finish', 'finished', 'the report'], ['paint', 'painted', 'the whole house'], ['save', 'saved', 'enough money for a car'], ['learn', 'learned', 'to drive'],
  ['read', 'read', 'all the books on the list'], ['build', 'built', 'the new bridge'], ['move', 'moved', 'to a bigger flat'], ['pay', 'paid', 'off the loan'],
];
const LATER: ReadonlyArray<readonly [string, string]> = [
  ['lie', 'on a beach in Huatulco'], ['fly', 'to Madrid'], ['sit', 'an exam'], ['work', 'in the new office'], ['drive', 'to Zacatecas'], ['celebrate', 'my birthday'],
];

/** Future perfect (by then) and future continuous (this time next...). */
function futureForms2(ctx: Ctx): Draft {
  const { rnd } = ctx;
  const p = person(rnd);
  const [who, own] = rnd.pick<[string, string]>([['I', 'my'], ['we', 'our'], [p.name, p.his], ['they', 'their']]);
  if (rnd.chance(0.5)) {
    const [base, participle, object] = rnd.pick(BY_THEN);
    const when = rnd.pick(['By next June', 'By the end of the year', 'By the time you come back', 'By 2030']);
    return { pregunta: `${when}, ${who} ___ ${object}.`, correcta: `will have ${participle}`, distractores: [`have ${participle}`, `had ${participle}`, `will have ${base === 'read' ? 'reading' : base}`, `will ${participle}`] };
  }
  const [base, rest] = rnd.pick(LATER);
  const when = rnd.pick(['This time next week', 'This time tomorrow', 'At 10 a.m. on Monday']);
  return { pregunta: `${when}, ${who} ___ ${rest.replace('my ', `${own} `)}.`, correcta: `will be ${ingForm(base)}`, distractores: [`will ${ingForm(base)}`, `will be ${base}`, `${who === p.name ? 'is' : 'are'} be ${ingForm(base)}`, `will been ${ingForm(base)}`] };
}

export const future: Topic = {
  title: 'Future plans',
  families: [
    family(0, 1, goingTo),
    pictureFamily(0, 1, forecast),
    table(0, 0, wantTo),
    table(1, 1, willForms),
    table(1, 2, arrangements),
    pictureFamily(1, 2, diary),
    table(2, 2, conditionalsTime),
    table(2, 2, probability),
    table(3, 3, futureForms),
    table(2, 3, wishes),
    family(2, 2, ifWhenPlans),
    family(3, 3, futureForms2),
  ],
};
