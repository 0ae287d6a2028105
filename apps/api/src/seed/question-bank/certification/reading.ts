import { others } from '../build.js';
import { capitalize, numberWord, timeWords, withArticle } from '../text.js';
import type { Ctx, Draft, Passage } from '../types.js';
import { CITIES, HOBBIES, JOBS, PETS, PET_NAMES, TRANSPORT, WORKPLACES, person } from '../words.js';

/** Reading texts for the certification lessons, one shape per band, built from word lists. */

const firstPerson = (hobby: string) => hobby.replace(/^goes/, 'go').replace(/^(\w+)s\b/, '$1');

/** A person introduces themselves (A1, present simple). */
function profile(ctx: Ctx): Passage {
  const { rnd, audience } = ctx;
  const p = person(rnd);
  const [city, origin, ...otherCities] = rnd.sample(CITIES, 5);
  const job = rnd.pick(JOBS);
  const student = audience !== 'adults';
  const age = audience === 'kids' ? rnd.int(8, 11) : audience === 'teens' ? rnd.int(13, 16) : rnd.int(24, 45);
  const [transport, ...otherTransport] = rnd.sample(TRANSPORT, 4);
  const [hobby, ...otherHobbies] = rnd.sample(HOBBIES, 4);
  const [pet, ...otherPets] = rnd.sample(PETS, 4);
  const h = rnd.int(5, 7);
  const m = rnd.pick([0, 15, 30]);
  const place = student ? 'school' : 'work';
  const He = capitalize(p.he);
  const text =
    `Hi! My name is ${p.name} and I'm ${age} years old. I'm from ${origin}, but I live in ${city} now. ` +
    (student ? `I'm a student at Benito Juárez ${audience === 'kids' ? 'Primary' : 'Secondary'} School. ` : `I'm ${withArticle(job)} and I work ${WORKPLACES[job]!}. `) +
    `I get up at ${timeWords(h, m)} and I go to ${place} ${transport}. In my free time I ${firstPerson(hobby!)}. ` +
    `I have a ${pet}. Its name is ${rnd.pick(PET_NAMES)}.`;
  const drafts: Draft[] = [
    { pregunta: `Where does ${p.name} live?`, correcta: `In ${city}.`, distractores: [`In ${origin}.`, ...otherCities.map((c) => `In ${c}.`)] },
    { pregunta: `Where is ${p.name} from?`, correcta: `From ${origin}.`, distractores: [`From ${city}.`, ...otherCities.map((c) => `From ${c}.`)] },
    student
      ? { pregunta: `How old is ${p.name}?`, correcta: `${He}'s ${age}.`, distractores: [age + 1, age - 1, age + 2, age + 10].map((a) => `${He}'s ${a}.`) }
      : { pregunta: `What does ${p.name} do?`, correcta: `${He}'s ${withArticle(job)}.`, distractores: others(JOBS, job).slice(0, 5).map((j) => `${He}'s ${withArticle(j)}.`) },
    { pregunta: `How does ${p.name} go to ${place}?`, correcta: `${capitalize(transport!)}.`, distractores: otherTransport.map((t) => `${capitalize(t)}.`) },
    { pregunta: `What does ${p.name} do in ${p.his} free time?`, correcta: `${He} ${hobby}.`, distractores: otherHobbies.map((x) => `${He} ${x}.`) },
    { pregunta: `What time does ${p.name} get up?`, correcta: `At ${timeWords(h, m)}.`, distractores: [`At ${timeWords(h + 1, m)}.`, `At ${timeWords(h, (m + 30) % 60)}.`, `At ${timeWords(h + 2, m)}.`] },
    { pregunta: `What pet does ${p.name} have?`, correcta: `A ${pet}.`, distractores: otherPets.map((x) => `A ${x}.`) },
  ];
  return { text, drafts: rnd.sample(drafts, 5) };
}

const COMPANIONS = ['sister', 'brother', 'best friend', 'cousins', 'parents', 'grandmother'];
const LODGINGS = ['a small hotel', 'a campsite', "their aunt's house", 'a hostel', 'an apartment'];
const SOUVENIRS = ['a bag of coffee', 'a painted plate', 'a hat', 'some chocolate', 'a T-shirt', 'a wooden toy'];
const FOODS = ['tlayudas', 'cochinita pibil', 'fish tacos', 'pozole', 'chiles en nogada', 'tamales'];

/** A trip last year (A2, past simple and going to). */
function trip(ctx: Ctx): Passage {
  const { rnd } = ctx;
  const p = person(rnd);
  const [city, next, ...rest] = rnd.sample(CITIES, 5);
  const [who, ...otherWho] = rnd.sample(COMPANIONS, 4);
  const [stay, ...otherStays] = rnd.sample(LODGINGS, 4);
  const [gift, ...otherGifts] = rnd.sample(SOUVENIRS, 4);
  const [dish, ...otherDishes] = rnd.sample(FOODS, 4);
  const [transport, ...otherTransport] = rnd.sample(['by bus', 'by car', 'by plane', 'by train'], 4);
  const weather = rnd.pick(['sunny', 'rainy', 'cloudy', 'windy']);
  const days = rnd.int(3, 9);
  const He = capitalize(p.he);
  const text =
    `Last ${rnd.pick(['summer', 'December', 'Easter'])}, ${p.name} went to ${city} with ${p.his} ${who} for ${numberWord(days)} days. ` +
    `They travelled ${transport} and stayed in ${stay} near the main square. The weather was ${weather} almost every day. ` +
    `${He} bought ${gift} for ${p.his} mother and tried ${dish} for the first time. ${He} loved it! ` +
    `It was a great holiday, and next year ${p.he} is going to visit ${next}.`;
  const drafts: Draft[] = [
    { pregunta: `Who did ${p.name} travel with?`, correcta: `With ${p.his} ${who}.`, distractores: otherWho.map((w) => `With ${p.his} ${w}.`) },
    { pregunta: 'Where did they stay?', correcta: `In ${stay}.`, distractores: otherStays.map((s) => `In ${s}.`) },
    { pregunta: `What did ${p.name} buy for ${p.his} mother?`, correcta: capitalize(`${gift}.`), distractores: otherGifts.map((g) => capitalize(`${g}.`)) },
    { pregunta: `What did ${p.name} eat for the first time?`, correcta: capitalize(`${dish}.`), distractores: otherDishes.map((d) => capitalize(`${d}.`)) },
    { pregunta: `How did they travel to ${city}?`, correcta: `${capitalize(transport!)}.`, distractores: otherTransport.map((t) => `${capitalize(t)}.`) },
    { pregunta: `What is ${p.name} going to do next year?`, correcta: `Visit ${next}.`, distractores: [`Visit ${city} again.`, ...rest.map((c) => `Visit ${c}.`)] },
    { pregunta: 'How long was the holiday?', correcta: `${capitalize(numberWord(days))} days.`, distractores: [days + 1, days - 1, days + 7].map((d) => `${capitalize(numberWord(d))} days.`) },
  ];
  return { text, drafts: rnd.sample(drafts, 5) };
}

const GOALS = ['work abroad', 'get a promotion', 'study a master’s degree in Canada', 'travel around Asia', 'help tourists in her city'];
const REWARDS = ['apply for a job in Vancouver', 'take a trip to London', 'start teaching English to children', 'ask for a pay rise'];
const PROBLEMS = ['finding time to study', 'understanding native speakers', 'writing formal emails', 'pronouncing long words'];

/** An adult learner's experience (B1, present perfect, reasons, first conditional). */
function learner(ctx: Ctx): Passage {
  const { rnd } = ctx;
  const p = person(rnd);
  const job = rnd.pick(JOBS);
  const years = rnd.int(3, 12);
  const times = rnd.int(1, 3);
  const done = rnd.int(4, 9);
  const [goal, ...otherGoals] = rnd.sample(GOALS, 4).map((g) => g.replace('her city', `${p.his} city`));
  const [reward, ...otherRewards] = rnd.sample(REWARDS, 4);
  const [problem, ...otherProblems] = rnd.sample(PROBLEMS, 4);
  const month = rnd.pick(['June', 'July', 'November', 'December']);
  const He = capitalize(p.he);
  const timesWord = (k: number) => (k === 1 ? 'once' : k === 2 ? 'twice' : `${numberWord(k)} times`);
  const text =
    `${p.name} has worked as ${withArticle(job)} for ${numberWord(years)} years. ${He} has never been to Europe, but ${p.he} has visited Canada ${timesWord(times)}. ` +
    `Last year ${p.he} started an online English course because ${p.he} wants to ${goal}. ${He} studies every evening after dinner, and so far ${p.he} has finished ${numberWord(done)} of the twelve units. ` +
    `${capitalize(p.his)} biggest problem is ${problem}. If ${p.he} passes the final exam in ${month}, ${p.he} will ${reward}.`;
  const drafts: Draft[] = [
    { pregunta: `How long has ${p.name} worked as ${withArticle(job)}?`, correcta: `For ${numberWord(years)} years.`, distractores: [`Since ${numberWord(years)} years.`, `For ${numberWord(years + 2)} years.`, `For ${numberWord(years - 1)} years.`] },
    { pregunta: `How many times has ${p.name} visited Canada?`, correcta: capitalize(`${timesWord(times)}.`), distractores: [1, 2, 3, 4].filter((k) => k !== times).map((k) => capitalize(`${timesWord(k)}.`)).concat('Never.') },
    { pregunta: `Why did ${p.name} start the English course?`, correcta: `Because ${p.he} wants to ${goal}.`, distractores: otherGoals.map((g) => `Because ${p.he} wants to ${g}.`) },
    { pregunta: `How many units has ${p.name} finished?`, correcta: capitalize(`${numberWord(done)}.`), distractores: ['Twelve.', capitalize(`${numberWord(done + 1)}.`), capitalize(`${numberWord(12 - done === done ? done - 1 : 12 - done)}.`)] },
    { pregunta: `What will ${p.name} do if ${p.he} passes the exam?`, correcta: capitalize(`${reward}.`), distractores: otherRewards.map((r) => capitalize(`${r}.`)) },
    { pregunta: `What does ${p.name} find most difficult?`, correcta: capitalize(`${problem}.`), distractores: otherProblems.map((x) => capitalize(`${x}.`)) },
    { pregunta: 'Which sentence is true, according to the text?', correcta: `${p.name} has never been to Europe.`, distractores: [`${p.name} has visited Europe ${timesWord(times)}.`, `${p.name} has finished the course.`, `${p.name} studies before breakfast.`] },
  ];
  return { text, drafts: rnd.sample(drafts, 5) };
}

const BUSINESSES = ['bakery', 'bike repair shop', 'bookshop', 'coffee shop', 'language school'];
const FOCUS = ['quality and traditional recipes', 'fast, friendly service', 'events for the local community', 'products from local farmers', 'online orders and home delivery'];
const HARDEST = ['finding reliable staff', 'working seven days a week', 'dealing with paperwork', 'getting the first customers'];
const NEXT = ['open a second branch', 'start selling online', 'offer training courses', 'move to a bigger building'];
const NEVER = ['sell the business to a big chain', 'raise prices for regular customers', 'stop using local suppliers', 'work on Sundays again'];

/** A short article about a small business (B2, narrative tenses, reported attitudes, vocabulary in context). */
function business(ctx: Ctx): Passage {
  const { rnd } = ctx;
  const p = person(rnd);
  const kind = rnd.pick(BUSINESSES);
  const city = rnd.pick(CITIES);
  const year = rnd.int(2009, 2019);
  const staff = rnd.int(6, 25);
  const [focus, ...otherFocus] = rnd.sample(FOCUS, 4);
  const [hardest, ...otherHardest] = rnd.sample(HARDEST, 4);
  const [plan, ...otherPlans] = rnd.sample(NEXT, 4);
  const [never, ...otherNever] = rnd.sample(NEVER, 4);
  const He = capitalize(p.he);
  const text =
    `When ${p.name} opened a small ${kind} in ${city} in ${year}, few people believed it would survive. There were already several similar places in the area, and ${p.name} had no experience of running a business. ` +
    `However, instead of competing on price, ${p.he} focused on ${focus}. Within three years the ${kind} had become one of the best known in the city, and today it employs ${staff} people. ` +
    `Looking back, ${p.name} admits that the hardest part was ${hardest}. ${He} is now planning to ${plan}, although ${p.he} insists that ${p.he} will never ${never}.`;
  const drafts: Draft[] = [
    { pregunta: `Why did few people think the ${kind} would survive?`, correcta: `There was competition and ${p.name} lacked experience.`, distractores: ['The area had no customers at all.', `${p.name} did not have enough money.`, 'Its prices were too high for the area.'] },
    { pregunta: `How did ${p.name} compete with other places?`, correcta: `By focusing on ${focus}.`, distractores: ['By offering the lowest prices.', ...otherFocus.map((f) => `By focusing on ${f}.`)] },
    { pregunta: `How many people does the ${kind} employ today?`, correcta: String(staff), distractores: [String(staff + 3), String(staff - 2), '3'] },
    { pregunta: `What does ${p.name} say was the most difficult thing?`, correcta: capitalize(hardest!), distractores: otherHardest.map(capitalize) },
    { pregunta: `What is ${p.name} planning to do?`, correcta: capitalize(plan!), distractores: otherPlans.map(capitalize) },
    { pregunta: `What does ${p.name} say ${p.he} will never do?`, correcta: capitalize(never!), distractores: otherNever.map(capitalize) },
    { pregunta: "In the text, 'survive' is closest in meaning to...", correcta: 'continue to exist', distractores: ['make a lot of money', 'grow very quickly', 'close down'] },
  ];
  return { text, drafts: rnd.sample(drafts, 5) };
}

/** Two reading texts per band, so a reading lesson shows two different shapes. */
export function readingPassages(ctx: Ctx): Array<(c: Ctx) => Passage> {
  const byBand = [[profile, trip], [trip, profile], [learner, trip], [business, learner]] as const;
  return [...byBand[ctx.band]];
}
