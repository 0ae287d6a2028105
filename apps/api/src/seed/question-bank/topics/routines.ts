import { family, pictureFamily, table, type Row } from '../build.js';
import { clockPicture } from '../pictures.js';
import { capitalize, ingForm, numberWord, thirdPerson, timeWords } from '../text.js';
import type { Ctx, Draft, Topic } from '../types.js';
import { person, type Person } from '../words.js';

/** Lesson 4: daily routines (present simple, frequency, then habits in the past and inversion). */

/** A routine: the verb phrase and what follows it, for a person. */
function routines(p: Person, ctx: Ctx): Array<[string, string]> {
  const place = ctx.audience === 'adults' ? 'work' : 'school';
  return [
    ['get up', 'at seven o’clock'], ['have', 'breakfast with the family'], ['go', `to ${place} by bus`], ['watch', 'TV after dinner'],
    ['study', 'English on Tuesdays'], ['brush', `${p.his} teeth after lunch`], ['do', `${p.his} homework in the afternoon`], ['finish', `${place} at six`],
    ['wash', 'the dishes after dinner'], ['take', 'a shower in the morning'], ['walk', 'the dog in the evening'], ['play', 'video games on Saturdays'],
    ['catch', 'the bus at a quarter past seven'], ['tidy', `${p.his} room on Saturdays`], ['fly', 'to Mexico City every month'], ['read', 'a book before bed'],
  ];
}

/** What learners write instead of the he/she form. */
const misspelled = (verb: string) => {
  const wrong: Record<string, string> = { have: 'haves', go: 'gos', do: 'dos', study: 'studys', watch: 'watchs', wash: 'washs', brush: 'brushs', finish: 'finishs', catch: 'catchs', tidy: 'tidys', fly: 'flys' };
  return wrong[verb] ?? `${verb}es`;
};

function heSheForm(ctx: Ctx): Draft {
  const p = person(ctx.rnd);
  const [verb, rest] = ctx.rnd.pick(routines(p, ctx));
  const right = thirdPerson(verb);
  return {
    pregunta: `${p.name} ___ ${rest}.`,
    correcta: right,
    distractores: [verb, misspelled(verb.split(' ')[0]!) + verb.slice(verb.split(' ')[0]!.length), ingForm(verb), `is ${verb}`],
  };
}

function negative(ctx: Ctx): Draft {
  const p = person(ctx.rnd);
  const [verb, rest] = ctx.rnd.pick(routines(p, ctx));
  const [who, aux] = ctx.rnd.pick<[string, string]>([[p.name, "doesn't"], [capitalize(p.he), "doesn't"], ['I', "don't"], ['My parents', "don't"], ['We', "don't"]]);
  const other = aux === "doesn't" ? "don't" : "doesn't";
  const fixedRest = who === p.name || who === capitalize(p.he) ? rest : rest.replace(/\b(his|her)\b/, who === 'I' ? 'my' : 'their').replace('their', who === 'We' ? 'our' : 'their');
  return {
    pregunta: `${who} ___ ${fixedRest}.`,
    correcta: `${aux} ${verb}`,
    distractores: [`${other} ${verb}`, `${aux} ${thirdPerson(verb)}`, `not ${verb}`, `${aux === "doesn't" ? "isn't" : "aren't"} ${verb}`],
  };
}

function question(ctx: Ctx): Draft {
  const p = person(ctx.rnd);
  const [verb, rest] = ctx.rnd.pick(routines(p, ctx));
  const [who, aux] = ctx.rnd.pick<[string, 'Do' | 'Does']>([[p.name, 'Does'], ['your sister', 'Does'], ['you', 'Do'], ['your parents', 'Do'], ['they', 'Do'], [p.he, 'Does']]);
  const fixedRest = aux === 'Do' ? rest.replace(/\b(his|her)\b/, who === 'you' ? 'your' : 'their') : who === 'your sister' ? rest.replace(/\bhis\b/, 'her') : rest;
  return { pregunta: `___ ${who} ${verb} ${fixedRest}?`, correcta: aux, distractores: [aux === 'Do' ? 'Does' : 'Do', aux === 'Do' ? 'Are' : 'Is', 'Has', 'Am'] };
}

function routineClock(ctx: Ctx): Draft {
  const { rnd, nivel } = ctx;
  const p = person(rnd);
  const [verb, h, minutes] = rnd.pick<[string, number, number[]]>([
    ['get up', rnd.int(5, 8), [0, 15, 30, 45]], ['have lunch', rnd.int(1, 3), [0, 30]], ['go to bed', rnd.int(9, 11), [0, 15, 30, 45]],
    ['have dinner', rnd.int(7, 9), [0, 30]], ['start work', rnd.int(7, 9), [0, 30]], ['take the bus', rnd.int(6, 8), [5, 10, 20, 40, 50]],
  ]);
  const easy = minutes.filter((x) => x % 15 === 0);
  const m = rnd.pick(nivel <= 2 && easy.length ? easy : minutes);
  const at = (hh: number, mm: number) => `At ${timeWords(hh, mm)}.`;
  return {
    pregunta: `Look at the clock. What time does ${p.name} ${verb}?`,
    correcta: at(h, m),
    distractores: [at(h + 1, m), at(h - 1, m), at(h, (m + 30) % 60), at(h, (m + 15) % 60)],
    imagen: clockPicture(h, m, [p.name, verb]),
  };
}

function adverbPosition({ rnd }: Ctx): Draft {
  const p = person(rnd);
  const adverb = rnd.pick(['always', 'never']);
  if (rnd.chance(0.5)) {
    const adj = rnd.pick(['late for class', 'tired on Mondays', 'hungry after school', 'happy in the morning', 'at home on Sundays']);
    return {
      pregunta: 'Which sentence is correct?',
      correcta: `${p.name} is ${adverb} ${adj}.`,
      distractores: [`${p.name} ${adverb} is ${adj}.`, `${capitalize(adverb)} ${p.name} is ${adj}.`, `${p.name} is ${adj} ${adverb}.`],
    };
  }
  const [verb, rest] = rnd.pick([['drinks', 'coffee at night'], ['eats', 'meat on Fridays'], ['walks', 'to school'], ['plays', 'tennis at the weekend'], ['calls', p.his + ' grandmother on Sundays']]);
  return {
    pregunta: 'Which sentence is correct?',
    correcta: `${p.name} ${adverb} ${verb} ${rest}.`,
    distractores: [`${p.name} ${verb} ${adverb} ${rest}.`, `${capitalize(adverb)} ${p.name} ${verb} ${rest}.`, `${p.name} ${verb} ${rest} ${adverb}.`],
  };
}

const simpleOrContinuous: readonly Row[] = [
  ['Look! The children ___ in the garden.', 'are playing', 'play', 'plays', 'is playing'],
  ['I usually ___ to work, but today I am taking the bus.', 'walk', 'am walking', 'walks', 'walking'],
  ['Listen! Someone ___ the piano upstairs.', 'is playing', 'plays', 'play', 'are playing'],
  ['My dad ___ the newspaper every morning.', 'reads', 'is reading', 'read', 'are reading'],
  ["Be quiet, please. The baby ___.", 'is sleeping', 'sleeps', 'sleep', 'are sleeping'],
  ['We ___ our grandparents every Sunday.', 'visit', 'are visiting', 'visits', 'visiting'],
  ["Can you call back later? I ___ dinner right now.", 'am having', 'have', 'has', 'having'],
  ['What ___ you usually ___ on Saturdays?', 'do / do', 'are / doing', 'do / doing', 'are / do'],
];

function howOften({ rnd }: Ctx): Draft {
  const all = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays'];
  const n = rnd.int(1, 4);
  const days = rnd.sample(all, n).sort((x, y) => all.indexOf(x) - all.indexOf(y));
  const list = days.length === 1 ? `on ${days[0]!}` : `on ${days.slice(0, -1).join(', ')} and ${days[days.length - 1]!}`;
  const times = (k: number) => (k === 1 ? 'once' : k === 2 ? 'twice' : `${numberWord(k)} times`);
  const activity = rnd.pick(['go to the gym', 'have English classes', 'go swimming', 'play football', 'visit my grandmother']);
  return {
    pregunta: `I ${activity} ${list}. How often do I ${activity}?`,
    correcta: `${capitalize(times(n))} a week.`,
    distractores: [`${capitalize(times(n + 1))} a week.`, `${capitalize(times(n === 1 ? 3 : n - 1))} a week.`, `${capitalize(times(n))} for week.`, `${capitalize(times(n))} in the month.`],
  };
}

const pastHabits: readonly Row[] = [
  ['When I was a child, I ___ play in the street every afternoon.', 'used to', 'use to', 'am used to', 'was used to'],
  ["My grandfather ___ smoke, but he stopped ten years ago.", 'used to', 'uses to', 'is used to', 'was use to'],
  ["___ you use to walk to school when you were little?", 'Did', 'Were', 'Do', 'Used'],
  ["We didn't ___ have a TV when I was young.", 'use to', 'used to', 'using to', 'uses to'],
  ['Every summer we would ___ to my aunt’s ranch in Linares.', 'go', 'went', 'going', 'gone'],
  ["I'm a morning person now, but I ___ get up really late.", 'used to', 'am used to', 'use to', 'get used to'],
];

const routinePhrasal: readonly Row[] = [
  ["My alarm goes off at 6:30, but I don't ___ until seven.", 'get up', 'wake on', 'get on', 'stand out'],
  ['Please ___ the lights when you leave the office.', 'turn off', 'turn on', 'turn up', 'turn into'],
  ['It was cold, so I ___ my warmest jacket.', 'put on', 'took off', 'put off', 'took up'],
  ["My sister ___ our little brother after school because our parents work late.", 'looks after', 'looks at', 'looks up', 'looks into'],
  ["I've ___ sugar in my coffee; I want to be healthier.", 'given up', 'given in', 'taken up', 'given out'],
  ['We usually ___ at a café on the way to work.', 'stop off', 'stop up', 'stop out', 'stop down'],
  ["I'm exhausted. I need to ___ and rest this weekend.", 'slow down', 'slow back', 'slow off', 'slow out'],
  ["He ___ yoga last year and now he practises every morning.", 'took up', 'took off', 'took after', 'took over'],
];

const inversion: readonly Row[] = [
  ['Rarely ___ late for work.', 'does she arrive', 'she arrives', 'she does arrive', 'arrives she'],
  ['Never ___ such a busy morning.', 'have I had', 'I have had', 'I had', 'had I have'],
  ['Seldom ___ breakfast before leaving the house.', 'do they eat', 'they eat', 'they do eat', 'eat they'],
  ['Not only ___ every day, but he also goes to the gym.', 'does he cycle to work', 'he cycles to work', 'cycles he to work', 'he does cycle to work'],
  ['Only on weekends ___ time to cook properly.', 'do we have', 'we have', 'have we got it', 'we do have'],
  ['Hardly ever ___ the news in the morning.', 'does my father watch', 'my father watches', 'watches my father', 'my father does watch'],
];

const habits: readonly Row[] = [
  ['I tend ___ up late at the weekend.', 'to get', 'getting', 'get', 'for getting'],
  ["She's in the habit ___ checking her phone first thing in the morning.", 'of', 'to', 'for', 'in'],
  ["He's always ___ his keys! It's so annoying.", 'losing', 'lose', 'lost', 'to lose'],
  ['By the time I get home, my kids ___ their homework most days.', 'have usually finished', 'usually finished', 'are usually finish', 'usually finishing'],
  ["I'd rather ___ early than work late into the night.", 'start', 'to start', 'starting', 'started'],
  ["It's no use ___ about the traffic; we all have to live with it.", 'complaining', 'to complain', 'complain', 'complained'],
];

const NEW_HABITS: ReadonlyArray<readonly [string, string]> = [
  ['drive', 'in heavy traffic'], ['get up', 'before six'], ['have', 'dinner so late'], ['speak', 'English all day'], ['live', 'on my own'],
  ['work', 'night shifts'], ['take', 'the metro every day'], ['wear', 'a suit to work'], ['cook', 'for myself'],
];

/** be used to / get used to + -ing, after a move or a new job. */
function gettingUsed(ctx: Ctx): Draft {
  const { rnd } = ctx;
  const p = person(rnd);
  const [who, be, own, self] = rnd.pick<[string, string, string, string]>([
    ['I', "'m still not", 'my', 'myself'], [p.name, ` still isn't`, p.his, p.he === 'he' ? 'himself' : 'herself'], ['We', "'re still not", 'our', 'ourselves'],
  ]);
  const [verb, rest] = rnd.pick(NEW_HABITS);
  const tail = rest.replace('my own', `${own} own`).replace('myself', self);
  const city = rnd.pick(['Mexico City', 'Toronto', 'Madrid', 'Monterrey']);
  return rnd.chance(0.5)
    ? { pregunta: `${who} moved to ${city} in May and ${who === p.name ? p.he : who === 'I' ? 'I' : 'we'}${be} used to ___ ${tail}.`, correcta: ingForm(verb), distractores: [verb, `to ${verb}`, `${verb.split(' ')[0] === 'get' ? 'got up' : ingForm(verb).replace('ing', 'ed')}`] }
    : { pregunta: `It will take ${who === 'I' ? 'me' : who === 'We' ? 'us' : p.him} a while to ___ used to ${ingForm(verb)} ${tail}.`, correcta: 'get', distractores: ['use', 'getting', 'got', 'gets'] };
}

export const routinesTopic: Topic = {
  title: 'Daily routines',
  families: [
    family(0, 0, heSheForm),
    family(0, 1, negative),
    family(0, 1, question),
    pictureFamily(0, 1, routineClock),
    family(1, 1, adverbPosition),
    table(1, 1, simpleOrContinuous),
    family(1, 2, howOften),
    table(2, 2, pastHabits),
    table(2, 3, routinePhrasal),
    table(3, 3, inversion),
    table(3, 3, habits),
    family(3, 3, gettingUsed),
  ],
};
