import { family, others, pictureFamily, table, type Row } from '../build.js';
import { clockPicture } from '../pictures.js';
import { capitalize, timeDigits, withArticle } from '../text.js';
import type { Ctx, Draft, Topic } from '../types.js';
import { CITIES, COUNTRIES, JOBS, person } from '../words.js';

/** Lesson 1: greetings and introductions. */

function reply({ rnd, audience }: Ctx): Draft {
  const me = person(rnd);
  const spelled = me.name.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase().split('').join('-');
  const pairs: Array<[string, string]> = [
    ["What's your name?", `My name is ${me.name}.`],
    ['Where are you from?', `I'm from ${rnd.pick(CITIES)}.`],
    ['How old are you?', `I'm ${audience === 'kids' ? rnd.int(7, 11) : audience === 'teens' ? rnd.int(13, 17) : rnd.int(22, 45)}.`],
    ['How are you?', "I'm fine, thanks."],
    ['Nice to meet you.', 'Nice to meet you, too.'],
    ['How do you spell your name?', `${spelled}.`],
    ['Goodbye!', 'Bye! See you tomorrow.'],
    ['Where do you live?', `I live in ${rnd.pick(CITIES)}.`],
    audience === 'adults' ? ['What do you do?', `I'm ${withArticle(rnd.pick(JOBS))}.`] : ["What's your favourite colour?", "It's blue."],
    ["What's your phone number?", `It's 81 ${rnd.int(1000, 9999)} ${rnd.int(1000, 9999)}.`],
  ];
  const [prompt, answer] = rnd.pick(pairs);
  return { pregunta: `A: ${prompt} B: ___`, correcta: answer, distractores: others(pairs, pairs.find(([p]) => p === prompt)!).map(([, a]) => a) };
}

function greetingAtTime({ rnd }: Ctx): Draft {
  const [greeting, hours, half] = rnd.pick([
    ['Good morning!', [7, 8, 9, 10, 11], 'a.m.'],
    ['Good afternoon!', [13, 14, 15, 16], 'p.m.'],
    ['Good evening!', [19, 20, 21], 'p.m.'],
  ] as const);
  const h = rnd.pick(hours);
  const m = rnd.pick([0, 30]);
  const where = rnd.pick(['arrive at your English class', 'meet your neighbour', 'call a friend', 'walk into a shop']);
  return {
    pregunta: `Look at the time. You ${where}. What do you say?`,
    correcta: greeting,
    distractores: others(['Good morning!', 'Good afternoon!', 'Good evening!', 'Good night!'], greeting),
    imagen: clockPicture(h, m, [`${timeDigits(h, m)} ${half}`]),
  };
}

function nationality({ rnd }: Ctx): Draft {
  const p = person(rnd);
  const [country, nation] = rnd.pick(COUNTRIES.filter(([c]) => c !== 'Mexico'));
  const rest = others(COUNTRIES.filter(([c]) => c !== 'Mexico'), COUNTRIES.find(([c]) => c === country)!);
  return rnd.chance(0.5)
    ? { pregunta: `${p.name} is from ${country}. ${capitalize(p.he)} is ___.`, correcta: nation, distractores: rest.map(([, n]) => n) }
    : { pregunta: `${p.name} is ${nation}. ${capitalize(p.he)} is from ___.`, correcta: country, distractores: rest.map(([c]) => c) };
}

function possessive({ rnd }: Ctx): Draft {
  const [who, form] = rnd.pick([
    ['sister', 'Her'], ['mother', 'Her'], ['aunt', 'Her'], ['grandmother', 'Her'], ['teacher, Miss Rivera', 'Her'],
    ['brother', 'His'], ['father', 'His'], ['uncle', 'His'], ['grandfather', 'His'], ['teacher, Mr. Cantú', 'His'],
  ] as const);
  if (rnd.chance(0.25)) {
    const p = person(rnd);
    const q = person(rnd, p.name);
    return { pregunta: `These are my friends, ${p.name} and ${q.name}. ___ favourite sport is baseball.`, correcta: 'Their', distractores: ['His', 'Her', 'Its', 'They'] };
  }
  const p = person(rnd, undefined, form === 'Her' ? 'she' : 'he');
  const end = who.includes(',') ? 'Spanish is very good.' : `name is ${p.name}.`;
  return { pregunta: `This is my ${who}. ___ ${end}`, correcta: form, distractores: others(['Her', 'His', 'Its', 'Their'], form) };
}

function beIntro({ rnd }: Ctx): Draft {
  const p = person(rnd);
  const q = person(rnd, p.name);
  const city = rnd.pick(CITIES);
  const [sentence, form] = rnd.pick([
    [`Hello, I ___ ${p.name}.`, 'am'],
    [`This ___ my friend ${q.name}.`, 'is'],
    [`We ___ from ${city}.`, 'are'],
    [`${p.name} and ${q.name} ___ in my English class.`, 'are'],
    [`My teacher ___ very friendly.`, 'is'],
    [`You ___ the new student, right?`, 'are'],
    [`${q.name} ___ my best friend.`, 'is'],
  ] as const);
  return { pregunta: sentence, correcta: form, distractores: others(['am', 'is', 'are', 'be'], form) };
}

const situations: readonly Row[] = [
  ['You meet someone for the first time. What do you say?', 'Nice to meet you.', 'See you later.', "You're welcome.", 'Good night.'],
  ["Someone says: 'Thank you!' What do you answer?", "You're welcome.", 'Nice to meet you.', "I'm fine.", 'Excuse me.'],
  ["You don't understand your teacher. What do you say?", 'Can you repeat that, please?', 'How are you?', 'See you tomorrow.', 'Nice to meet you.'],
  ['You leave the class at 9 p.m. What do you say?', 'Good night! See you tomorrow.', 'Good morning!', 'Nice to meet you.', 'Hello! How are you?'],
  ["A classmate says: 'Sorry I'm late.' What do you answer?", "That's OK. Come in.", "You're welcome.", 'Nice to meet you, too.', "I'm from Mexico."],
  ['You want to ask how to write a word. What do you say?', 'How do you spell it?', 'What does it mean?', 'How are you?', 'Where is it?'],
  ['You want to stop a person in the street to ask something. What do you say?', 'Excuse me...', "You're welcome.", 'Goodbye!', 'Nice to meet you.'],
  ["Your friend says: 'This is my brother, Pablo.' What do you say to Pablo?", 'Hi, Pablo. Nice to meet you.', 'Bye, Pablo.', "You're welcome, Pablo.", "I'm fine, Pablo."],
];

const questionWords: readonly Row[] = [
  ['___ are you from? — From Monterrey.', 'Where', 'What', 'Who', 'How'],
  ['___ old is your sister? — She is twelve.', 'How', 'What', 'Where', 'Who'],
  ['___ is your birthday? — In October.', 'When', 'Where', 'Who', 'How'],
  ['___ is that woman? — She is my aunt.', 'Who', 'What', 'Where', 'How'],
  ['___ do you do? — I work in a bank.', 'What', 'Who', 'Where', 'How'],
  ["___ are you? — I'm very well, thanks.", 'How', 'What', 'Who', 'Where'],
  ['___ do you spell your surname? — G-A-R-Z-A.', 'How', 'What', 'Who', 'Where'],
  ['___ languages do you speak? — Spanish and English.', 'Which', 'Who', 'Where', 'How'],
];

const register: readonly Row[] = [
  ['Which greeting is the most formal?', 'Good morning, Mrs. Salinas. How are you?', "Hey! What's up?", 'Hi there! How are things?', 'Hiya! How you doing?'],
  ['Which is the best way to introduce your boss to a client?', 'Mr. Brown, this is my manager, Ms. Leal.', 'Hey, this is my boss, OK?', 'Look, my boss.', 'She is boss, Ms. Leal.'],
  ["A new classmate says: 'Hi, I'm Diego.' What is the most natural answer?", "Hi, Diego. I'm Sofía. Nice to meet you.", "Hello. I'm fine, thank you.", 'Goodbye, Diego.', 'Yes, I am Diego too.'],
  ["Someone asks: 'How do you do?' in a formal meeting. What do you answer?", 'How do you do?', 'I do my homework.', "I'm a teacher.", 'Yes, I do.'],
  ["A friend asks: 'How's it going?' Which answer is natural?", 'Not bad, thanks. And you?', "It's going to the park.", 'I go by bus.', "Yes, it's going."],
  ['You see an old friend after a long time. What do you say?', "Long time no see! How've you been?", 'Nice to meet you.', 'How do you do?', 'Sorry, who is your name?'],
];

function tagQuestion({ rnd }: Ctx): Draft {
  const p = person(rnd);
  const [statement, tag, wrong] = rnd.pick([
    [`${p.name} is from Guadalajara`, `isn't ${p.he}`, [`doesn't ${p.he}`, `is ${p.he}`, `wasn't ${p.he}`]],
    ["You're new here", "aren't you", ["don't you", 'are you', "isn't it"]],
    [`${p.name} works in sales`, `doesn't ${p.he}`, [`isn't ${p.he}`, `does ${p.he}`, `didn't ${p.he}`]],
    ["They've met before", "haven't they", ["didn't they", "don't they", 'have they']],
    [`${p.name} can speak French`, `can't ${p.he}`, [`doesn't ${p.he}`, `can ${p.he}`, `isn't ${p.he}`]],
    ["You didn't come to the party", 'did you', ["didn't you", 'do you', 'were you']],
    ["We haven't met before", 'have we', ["haven't we", 'did we', 'do we']],
    [`${p.name} wasn't at the meeting`, `was ${p.he}`, [`wasn't ${p.he}`, `did ${p.he}`, `is ${p.he}`]],
    ["I'm late again", "aren't I", ["amn't I", "isn't I", 'am I']],
  ] as const);
  return { pregunta: `${statement}, ___?`, correcta: tag, distractores: wrong };
}

const howLong: readonly Row[] = [
  ['How long ___ in this company? — For six months.', 'have you worked', 'do you work', 'are you working', 'did you work'],
  ['I ___ Marco since we were at school together.', 'have known', 'know', 'am knowing', 'knew'],
  ['We ___ in Querétaro for three years now.', 'have lived', 'live', 'are living', 'lived'],
  ["So this is your first time in Mexico? — Yes, I ___ here before.", "haven't been", "wasn't", "didn't be", "am not"],
  ['How long ___ each other? — Since 2019.', 'have you known', 'do you know', 'did you know', 'are you knowing'],
  ["I ___ your sister before. Is she the one who works at the museum?", "'ve met", 'meet', "'m meeting", "'d meet"],
];

const forward: readonly Row[] = [
  ['I look forward to ___ you at the conference.', 'seeing', 'see', 'saw', 'have seen'],
  ["I'd like to introduce you ___ my colleague, Ms. Treviño.", 'to', 'with', 'at', 'for'],
  ['We were introduced ___ a mutual friend at a wedding.', 'by', 'from', 'of', 'with'],
  ["I don't think we've met. — No, I don't think we ___.", 'have', 'did', 'are', 'do'],
  ["Please, ___ me Carlos; there's no need to be so formal.", 'call', 'say', 'tell', 'name'],
  ["Sorry, I didn't ___ your name. Could you say it again?", 'catch', 'hold', 'keep', 'pick'],
  ['It was great to meet you. Let’s keep in ___!', 'touch', 'talk', 'meet', 'speaking'],
];

function indirect({ rnd }: Ctx): Draft {
  const [wh, subject, third, base] = rnd.pick([
    ['what time', 'the conference', 'starts', 'start'], ['where', 'your brother', 'works', 'work'], ['how long', 'the course', 'lasts', 'last'],
    ['when', 'the manager', 'arrives', 'arrive'], ['where', 'the new teacher', 'comes from', 'come from'], ['how often', 'the bus', 'runs', 'run'],
    ['why', 'Ana', 'wants to leave', 'want to leave'], ['what', 'this word', 'means', 'mean'],
  ] as const);
  const opener = rnd.pick(['Could you tell me', 'Do you know', 'Can you tell me', 'Would you mind telling me']);
  return {
    pregunta: `Ask about ${subject}, politely: "${opener} ___?"`,
    correcta: `${wh} ${subject} ${third}`,
    distractores: [`${wh} does ${subject} ${base}`, `${wh} ${third} ${subject}`, `${wh} ${subject} does ${base}`],
  };
}

export const greetings: Topic = {
  title: 'Greetings and introductions',
  families: [
    family(0, 1, reply),
    pictureFamily(0, 1, greetingAtTime),
    family(0, 1, nationality),
    family(0, 1, possessive),
    family(0, 0, beIntro),
    table(0, 1, situations),
    table(1, 1, questionWords),
    table(1, 2, register),
    family(2, 3, tagQuestion),
    table(2, 2, howLong),
    table(3, 3, forward),
    family(3, 3, indirect),
  ],
};
