import { family, table, type Row } from '../build.js';
import type { Ctx, Draft, Family } from '../types.js';
import { CITIES, person } from '../words.js';

/** Writing task: capitals and punctuation, linking words, word order, register of emails. */

function capitals({ rnd }: Ctx): Draft {
  const p = person(rnd);
  const city = rnd.pick(CITIES);
  const day = rnd.pick(['Monday', 'Friday', 'Saturday']);
  const month = rnd.pick(['March', 'July', 'October']);
  const [hint, right, wrong] = rnd.pick<[string, string, string[]]>([
    ['names and places', `My name is ${p.name} and I live in ${city}.`, [`my name is ${p.name} and I live in ${city}.`, `My name is ${p.name.toLowerCase()} and i live in ${city}.`, `My name is ${p.name} and I live in ${city.toLowerCase()}`]],
    ['days of the week', `On ${day} I play football with ${p.name}.`, [`On ${day.toLowerCase()} I play football with ${p.name}.`, `on ${day} i play football with ${p.name}.`, `On ${day} I play football with ${p.name.toLowerCase()}`]],
    ['months', `${p.name}'s birthday is in ${month}.`, [`${p.name}'s birthday is in ${month.toLowerCase()}.`, `${p.name.toLowerCase()}'s birthday is in ${month}.`, `${p.name}s birthday is in ${month}`]],
    ['languages', `We speak Spanish and English at home.`, ['We speak spanish and english at home.', 'we speak Spanish and English at home.', 'We speak Spanish and english at home']],
  ]);
  return { pregunta: `Which sentence uses capital letters and punctuation correctly? (${hint})`, correcta: right, distractores: wrong };
}

const basicLinkers: readonly Row[] = [
  ['I like tea, ___ I don’t like coffee.', 'but', 'and', 'because', 'so'],
  ["I'm hungry, ___ I'm going to make a sandwich.", 'so', 'but', 'because', 'or'],
  ['We stayed at home ___ it was raining.', 'because', 'so', 'but', 'and'],
  ['Would you like juice ___ water?', 'or', 'but', 'so', 'because'],
  ['My brother plays the guitar ___ sings in a band.', 'and', 'but', 'or', 'because'],
  ['First, open the box. ___, read the instructions.', 'Then', 'Because', 'But', 'Or'],
];

const wordOrder: readonly Row[] = [
  ['Which sentence has the correct word order? (frequency adverbs)', 'She always drinks coffee in the morning.', 'She drinks always coffee in the morning.', 'Always she drinks coffee in the morning.', 'She drinks coffee always in the morning.'],
  ['Which sentence has the correct word order? (questions)', 'Where do you live?', 'Where you do live?', 'Where live you?', 'Do where you live?'],
  ['Which sentence has the correct word order? (adjectives)', 'I have a big red car.', 'I have a red big car.', 'I have a car big red.', 'I have big a red car.'],
  ['Which sentence has the correct word order? (time expressions)', 'We went to the beach last Sunday.', 'We went last Sunday the beach to.', 'We last Sunday went to the beach.', 'To the beach we went Sunday last.'],
  ['Which sentence has the correct word order? (adverbs of manner)', 'He can speak English very well.', 'He can speak very well English.', 'He very well can speak English.', 'He can very well English speak.'],
  ['Which sentence has the correct word order? (questions with does)', 'What time does the film start?', 'What time the film does start?', 'What time starts the film?', 'What time does start the film?'],
];

const emails: readonly Row[] = [
  ['Which is the best way to start an email to a friend?', 'Hi Ana,', 'Dear Sir or Madam,', 'To whom it may concern,', 'Dear Ms. Ana,'],
  ['Which is the best way to end a formal email?', 'Yours sincerely,', 'Love,', 'See ya!', 'Hugs,'],
  ['Which is the best way to start a job application email?', 'Dear Mr. Salinas,', 'Hey Mr. Salinas!', 'Hi buddy,', 'Hello my friend,'],
  ['Which sentence is best for an informal email?', "Can't wait to see you on Saturday!", 'I look forward to hearing from you.', 'Please find attached my CV.', 'I am writing to complain about your service.'],
  ['You are writing to a hotel to ask about prices. Which sentence is best?', 'I would be grateful if you could send me your prices.', 'Send me the prices now.', 'Tell me the prices, OK?', 'Prices, please. Quick.'],
  ['Which is the best way to end an email to a close friend?', 'Take care, see you soon!', 'Yours faithfully,', 'Kind regards, the manager', 'I remain, sir, your servant.'],
];

const advancedLinkers: readonly Row[] = [
  ['The hotel was expensive. ___, the rooms were small and noisy.', 'Moreover', 'However', 'Therefore', 'Although'],
  ['___ it was raining, we went for a walk.', 'Although', 'Despite', 'However', 'Because of'],
  ['___ the rain, we went for a walk.', 'Despite', 'Although', 'However', 'Even though'],
  ['The course was difficult. ___, most students passed.', 'Nevertheless', 'Moreover', 'Therefore', 'Because'],
  ['My sister loves the city, ___ I prefer the countryside.', 'whereas', 'therefore', 'moreover', 'despite'],
  ['Prices went up last year. ___, fewer tourists visited the region.', 'As a result', 'In contrast', 'Despite this', 'Even so'],
  ['I’m writing ___ complain about the delay in my order.', 'to', 'for', 'so', 'because'],
  ['___ conclusion, public transport is the best option for our city.', 'In', 'On', 'At', 'For'],
];

const register: readonly Row[] = [
  ['Which sentence is the most appropriate for a formal report?', 'The results indicate a significant increase in sales.', 'Sales went up loads, which is awesome.', 'Guess what? Sales are way up!', "Sales are kinda better, I think."],
  ['Which is the most polite way to ask for an extension?', 'Would it be possible to extend the deadline by two days?', 'I need two more days. Give them to me.', 'Extend the deadline, please, now.', 'Two more days or I quit.'],
  ['Which is the best topic sentence for a paragraph about the benefits of cycling?', 'Cycling to work has several important benefits.', 'My bike is blue and very old.', 'Yesterday it rained a lot in my city.', 'Cars are expensive, but I like them.'],
  ['Which sentence uses the comma correctly after a linking word?', 'However, the plan was not approved.', 'However the plan, was not approved.', 'However; the plan was not approved.', 'However the plan was not, approved.'],
  ['Which sentence avoids repetition best?', 'Ana bought a laptop and she uses it every day.', 'Ana bought a laptop and Ana uses the laptop every day.', 'Ana bought a laptop and the laptop Ana uses every day.', 'Ana bought a laptop and uses the laptop Ana every day.'],
  ['Which sentence with a relative clause is correctly punctuated?', 'My brother, who lives in Monterrey, is a doctor.', 'My brother who lives in Monterrey, is a doctor.', 'My brother, who lives in Monterrey is a doctor.', 'My brother who, lives in Monterrey, is a doctor.'],
];

export const WRITING_FAMILIES: readonly Family[] = [
  family(0, 1, capitals),
  table(0, 1, basicLinkers),
  table(0, 2, wordOrder),
  table(1, 3, emails),
  table(2, 3, advancedLinkers),
  table(2, 3, register),
];
