import { others } from '../build.js';
import { capitalize, numberWord, timeWords, withArticle } from '../text.js';
import type { Ctx, Draft, Passage } from '../types.js';
import { COLOURS, PLACES, person } from '../words.js';

/** Listening practice: a dialogue or message, spoken in a committed clip (seed/listening-passages.ts) and shown as its transcript. */

const SURNAMES = ['Garza', 'Treviño', 'Salinas', 'Cantú', 'Leal', 'Rocha', 'Villarreal', 'Elizondo'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Booking a table by phone; from B1 the caller changes the number of people. */
function booking({ rnd, band }: Ctx): Passage {
  const restaurant = rnd.pick(['La Terraza', 'El Rincón', 'Casa Luna', 'Los Arcos']);
  const [n, changed] = rnd.sample([2, 3, 4, 5, 6, 8], 2) as [number, number];
  const [day, ...otherDays] = rnd.sample(DAYS, 4);
  const h = rnd.int(7, 9);
  const m = rnd.pick([0, 15, 30, 45]);
  const [surname, ...otherSurnames] = rnd.sample(SURNAMES, 4);
  const spelled = surname!.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase().split('').join('-');
  const change = band >= 2;
  const people = change ? changed : n;
  const text =
    `Woman: Good evening, ${restaurant}. How can I help you? Man: Hi, I'd like to book a table for ${numberWord(n)} people, please. ` +
    `Woman: For which day? Man: For ${day}, at ${timeWords(h, m)}. Woman: And your name, please? Man: ${surname}. That's ${spelled}. ` +
    (change ? `Oh, and sorry, could you make it ${numberWord(changed)} people? My cousins are coming too. Woman: No problem. See you on ${day}!` : `Woman: Perfect. See you on ${day}!`);
  const drafts: Draft[] = [
    { pregunta: 'How many people is the table for?', correcta: capitalize(numberWord(people)), distractores: [n, changed, people + 1, people + 2].filter((k) => k !== people).map((k) => capitalize(numberWord(k))) },
    { pregunta: 'Which day is the booking for?', correcta: day!, distractores: otherDays },
    { pregunta: 'What time is the booking?', correcta: `At ${timeWords(h, m)}.`, distractores: [`At ${timeWords(h + 1, m)}.`, `At ${timeWords(h, (m + 30) % 60)}.`, `At ${timeWords(h - 1, m)}.`] },
    { pregunta: "What is the man's surname?", correcta: surname!, distractores: otherSurnames },
    { pregunta: 'Why is the man calling?', correcta: 'To book a table.', distractores: ['To order food to take away.', 'To ask for a job.', 'To complain about a meal.'] },
  ];
  return { text, drafts };
}

const ITEMS = ['jacket', 'pair of trainers', 'backpack', 'T-shirt', 'umbrella', 'watch'];

/** Buying something in a shop; from B1 the customer switches to the item on sale. */
function shop({ rnd, band }: Ctx): Passage {
  const [item, ...otherItems] = rnd.sample(ITEMS, 4);
  const [colour, colour2, ...otherColours] = rnd.sample(COLOURS.map(([c]) => c), 5);
  const price = rnd.pick([450, 520, 680, 750, 899]);
  const sale = price - rnd.pick([100, 150, 200]);
  const [pay, ...otherPay] = rnd.sample(['By card.', 'In cash.', 'By bank transfer.', 'With a gift card.'], 4);
  const switched = band >= 2;
  const paying = pay === 'By card.' ? 'Can I pay by card?' : pay === 'In cash.' ? "I'll pay in cash." : pay === 'By bank transfer.' ? 'Can I pay by bank transfer?' : 'Can I use this gift card?';
  const text =
    `Assistant: Hello, can I help you? Customer: Yes, I'm looking for ${withArticle(item!)}. Assistant: What colour would you like? Customer: ${capitalize(colour!)}, please. ` +
    `Assistant: Here you are. It's ${numberWord(price)} pesos. ` +
    (switched ? `Customer: Hmm, that's a bit expensive. Assistant: Well, the ${colour2} one is on sale: ${numberWord(sale)} pesos. Customer: Great, I'll take the ${colour2} one, then. ` : 'Customer: OK, I’ll take it. ') +
    `${paying} Assistant: Yes, of course.`;
  const boughtColour = switched ? colour2! : colour!;
  const paid = switched ? sale : price;
  const drafts: Draft[] = [
    { pregunta: 'What is the customer looking for?', correcta: capitalize(`${withArticle(item!)}.`), distractores: otherItems.map((x) => capitalize(`${withArticle(x)}.`)) },
    { pregunta: 'What colour does the customer buy?', correcta: capitalize(boughtColour), distractores: [switched ? colour! : colour2!, ...otherColours].map(capitalize) },
    { pregunta: 'How much does the customer pay?', correcta: `${paid} pesos`, distractores: [price, sale, paid + 100, paid - 50].filter((v) => v !== paid).map((v) => `${v} pesos`) },
    { pregunta: 'How does the customer pay?', correcta: pay!, distractores: otherPay },
  ];
  return { text, drafts };
}

const EVENTS = ['the team meeting', "Sofía's birthday dinner", 'the football practice', 'our study group', 'the school trip'];
const BRING = ['your laptop', 'some snacks', 'the tickets', 'your notebook', 'a jacket'];

/** A voicemail message; from B1 the plan has changed and the old details are distractors. */
function voicemail({ rnd, band }: Ctx): Passage {
  const caller = person(rnd);
  const friend = person(rnd, caller.name);
  const event = rnd.pick(EVENTS);
  const [day, oldDay, ...otherDays] = rnd.sample(DAYS, 5);
  const [place, oldPlace, ...otherPlaces] = rnd.sample(PLACES, 5);
  const h = rnd.int(4, 7);
  const [thing, ...otherThings] = rnd.sample(BRING, 4);
  const changed = band >= 2;
  const text =
    `Hi ${friend.name}, it's ${caller.name}. I'm calling about ${event}. ` +
    (changed ? `It isn't on ${oldDay} any more; it's on ${day} at ${timeWords(h, 0)}, and we're meeting at the ${place} instead of the ${oldPlace}. ` : `It's on ${day} at ${timeWords(h, 0)}, and we're meeting at the ${place}. `) +
    `Please don't forget to bring ${thing}. Call me back if you can't come. Bye!`;
  const drafts: Draft[] = [
    { pregunta: 'Who left the message?', correcta: caller.name, distractores: [friend.name, ...others(['Regina', 'Pablo', 'Marco', 'Ximena'], caller.name)] },
    { pregunta: `When is ${event}${changed ? ' now' : ''}?`, correcta: `On ${day} at ${timeWords(h, 0)}.`, distractores: [`On ${oldDay} at ${timeWords(h, 0)}.`, `On ${day} at ${timeWords(h + 1, 0)}.`, ...otherDays.map((d) => `On ${d} at ${timeWords(h, 0)}.`)] },
    { pregunta: 'Where are they meeting?', correcta: `At the ${place}.`, distractores: [`At the ${oldPlace}.`, ...otherPlaces.map((x) => `At the ${x}.`)] },
    { pregunta: `What does ${caller.name} ask ${friend.name} to bring?`, correcta: capitalize(`${thing}.`), distractores: otherThings.map((x) => capitalize(`${x}.`)) },
  ];
  return { text, drafts };
}

export function listeningPassages(ctx: Ctx): Array<(c: Ctx) => Passage> {
  return ctx.rnd.shuffle([booking, shop, voicemail]).slice(0, 2);
}
