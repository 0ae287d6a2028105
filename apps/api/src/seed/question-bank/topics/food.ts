import { family, others, pictureFamily, table, type Row } from '../build.js';
import { barChartPicture, priceTagPicture } from '../pictures.js';
import { countPicture, type Countable } from '../pictures-drawn.js';
import { ingForm, numberWord, thirdPerson } from '../text.js';
import type { Ctx, Draft, Topic } from '../types.js';
import { nearNumbers, person } from '../words.js';

/** Lesson 6: food and drinks (a/an/some, countable and uncountable, ordering, then conditionals). */

const COUNTABLE: readonly Countable[] = ['apples', 'oranges', 'eggs', 'lemons', 'cookies'];

function howMany({ rnd, band }: Ctx): Draft {
  const things = rnd.pick(COUNTABLE);
  const n = rnd.int(2, band === 0 ? 9 : 12);
  const say = (k: number) => `There are ${numberWord(k)} ${things}.`;
  return {
    pregunta: `Look at the picture. How many ${things} are there?`,
    correcta: say(n),
    distractores: [`There is ${numberWord(n)} ${things}.`, ...nearNumbers(n, 2, 12).map(say)],
    imagen: countPicture(things, n),
  };
}

const MENU = ['sandwich', 'coffee', 'orange juice', 'salad', 'hamburger', 'ice cream', 'milkshake', 'hot dog', 'smoothie', 'soup', 'cake', 'torta'];

function priceTag({ rnd, band }: Ctx): Draft {
  const item = rnd.pick(MENU);
  const price = band === 0 ? rnd.int(12, 99) : rnd.int(101, 399);
  const say = (n: number) => `It's ${numberWord(n)} pesos.`;
  return {
    pregunta: `Look at the price tag. How much is the ${item}?`,
    correcta: say(price),
    distractores: [...nearNumbers(price, 10, 999).map(say), `It's ${numberWord(price)} peso.`, `They're ${numberWord(price)} pesos.`],
    imagen: priceTagPicture(item, price),
  };
}

function articles({ rnd }: Ctx): Draft {
  const [noun, right] = rnd.pick<[string, string]>([
    ['apple', 'an'], ['orange', 'an'], ['egg', 'an'], ['ice cream', 'an'], ['onion', 'an'], ['banana', 'a'], ['sandwich', 'a'], ['glass of water', 'a'],
    ['cup of tea', 'a'], ['hot dog', 'a'], ['water', 'some'], ['rice', 'some'], ['bread', 'some'], ['milk', 'some'], ['cheese', 'some'], ['grapes', 'some'], ['cookies', 'some'],
  ]);
  const frame = rnd.pick(["I'd like ___ {n}, please.", 'Please give me ___ {n}.', 'I want ___ {n} for lunch.']);
  return { pregunta: frame.replace('{n}', noun), correcta: right, distractores: others(['a', 'an', 'some', 'any'], right) };
}

const likes: readonly Row[] = [
  ['Do you like pizza? — Yes, I ___.', 'do', 'like', 'am', 'does'],
  ['Does your brother like fish? — No, he ___.', "doesn't", "don't", "isn't", "not like"],
  ['My mom ___ spicy food. She never eats chili.', "doesn't like", "don't like", "doesn't likes", "isn't like"],
  ['___ your friends like tamales? — Yes, they love them!', 'Do', 'Does', 'Are', 'Is'],
  ['I ___ chocolate. It is my favourite!', 'love', 'loves', 'am love', 'loving'],
  ['What ___ you want to drink? — Orange juice, please.', 'do', 'does', 'are', 'is'],
  ['My sister ___ coffee every morning.', 'drinks', 'drink', 'drinking', 'is drink'],
];

const UNCOUNTABLE = ['sugar', 'rice', 'milk', 'cheese', 'bread', 'coffee', 'flour', 'salt', 'juice'];
const PLURALS = ['eggs', 'tomatoes', 'apples', 'onions', 'tortillas', 'bananas', 'potatoes', 'cookies'];

function muchMany({ rnd }: Ctx): Draft {
  const countable = rnd.chance(0.5);
  const noun = rnd.pick(countable ? PLURALS : UNCOUNTABLE);
  const right = countable ? 'many' : 'much';
  const frame = rnd.pick(['How ___ {n} do we need?', 'How ___ {n} is there in the kitchen?', 'How ___ {n} did you buy?']);
  const text = frame.replace('{n}', noun).replace(' is there', countable ? ' are there' : ' is there');
  return { pregunta: text, correcta: right, distractores: [countable ? 'much' : 'many', 'lot of', 'any', 'some'] };
}

function someAny({ rnd }: Ctx): Draft {
  const countable = rnd.chance(0.5);
  const noun = rnd.pick(countable ? PLURALS : UNCOUNTABLE);
  if (rnd.chance(0.5)) {
    return { pregunta: `There ${countable ? "aren't" : "isn't"} ___ ${noun} in the fridge.`, correcta: 'any', distractores: ['some', 'a', 'an', 'no'] };
  }
  return { pregunta: `We need ___ ${noun} for the recipe.`, correcta: 'some', distractores: ['any', 'a', 'an'] };
}

const littleFew: readonly Row[] = [
  ["There's ___ milk left, enough for one coffee.", 'a little', 'a few', 'many', 'few'],
  ['There are ___ apples left, enough for a small pie.', 'a few', 'a little', 'much', 'little'],
  ["Can I have ___ sugar in my tea? Just a bit.", 'a little', 'a few', 'many', 'few of'],
  ['I bought ___ tomatoes for the salad, only three.', 'a few', 'a little', 'much', 'a bit'],
  ["We don't have ___ time. The restaurant closes in ten minutes.", 'much', 'many', 'a few', 'few'],
  ['How ___ people are coming to dinner?', 'many', 'much', 'lot of', 'few'],
];

const restaurant: readonly Row[] = [
  ['Waiter: Are you ready to order? You: ___', "Yes, I'd like the chicken, please.", 'Yes, I like chicken.', "Yes, I'm ready chicken.", 'Yes, give chicken.'],
  ['Waiter: Anything to drink? You: ___', 'A lemonade, please.', 'Yes, I drink.', 'I am thirsty lemonade.', 'No, I eat.'],
  ['You want to pay. What do you say to the waiter?', 'Could we have the bill, please?', 'Can we have the menu?', 'Can I order, please?', "I'd like a table for two."],
  ['Waiter: How would you like your steak? You: ___', 'Medium, please.', 'With my fork.', 'Very much, thanks.', 'Yes, I would.'],
  ['You arrive at a restaurant. What do you say?', "Hi, we'd like a table for four, please.", "Hi, we'd like the bill, please.", 'Hi, is it delicious?', 'Hi, the food is for four.'],
  ['Waiter: Would you like a dessert? You: ___', "No, thanks. I'm full.", "No, thanks. I'm hungry.", "Yes, I'm full.", 'No, I would.'],
  ['Which is the most polite way to order?', 'Could I have the soup of the day, please?', 'Give me the soup.', 'I want soup. Now.', 'Soup, you bring it.'],
];

function priceChart({ rnd, band }: Ctx): Draft {
  const items = rnd.sample(['coffee', 'tea', 'juice', 'soda', 'water', 'smoothie', 'milkshake'], 4);
  const prices = rnd.sample([15, 18, 20, 25, 28, 30, 35, 38, 40, 45, 50, 55, 60], 4);
  if (band === 3) {
    const small = rnd.pick([15, 18, 20, 25]);
    const rest = rnd.sample([16, 19, 22, 27, 33, 37, 43, 47, 53, 57].filter((v) => v !== small), 2);
    const bars = items.map((it, i) => [it, [small, small * 2, ...rest][i]!] as const);
    const [cheap, dear] = [items[0]!, items[1]!];
    return {
      pregunta: 'Look at the chart. Which sentence is true?',
      correcta: `The ${dear} costs twice as much as the ${cheap}.`,
      distractores: [`The ${cheap} costs twice as much as the ${dear}.`, `The ${dear} costs three times as much as the ${cheap}.`, `The ${dear} is as cheap as the ${cheap}.`, `The ${cheap} costs the same as the ${dear}.`],
      imagen: barChartPicture('Drink prices', rnd.shuffle(bars), '$'),
    };
  }
  const bars = items.map((it, i) => [it, prices[i]!] as const);
  const imagen = barChartPicture('Drink prices', bars, '$');
  if (rnd.chance(0.4)) {
    const cheapest = bars.reduce((x, y) => (y[1] < x[1] ? y : x))[0];
    return { pregunta: 'Look at the chart. Which drink is the cheapest?', correcta: `The ${cheapest}.`, distractores: others(items, cheapest).map((i) => `The ${i}.`), imagen };
  }
  const [[a, pa], [b, pb]] = rnd.sample(bars, 2) as [readonly [string, number], readonly [string, number]];
  const right = pa > pb ? 'more expensive than' : 'cheaper than';
  return {
    pregunta: `Look at the chart. The ${a} is ___ the ${b}.`,
    correcta: right,
    distractores: [pa > pb ? 'cheaper than' : 'more expensive than', 'as expensive as', pa > pb ? 'expensiver than' : 'more cheap than', 'the most expensive'],
    imagen,
  };
}

const containers: readonly Row[] = [
  ['Could you buy a ___ of bread on your way home?', 'loaf', 'tube', 'bunch', 'jar'],
  ['I always keep a ___ of chocolate in my bag.', 'bar', 'loaf', 'tube', 'bunch'],
  ['We need a ___ of honey for the pancakes.', 'jar', 'loaf', 'bunch', 'tube'],
  ['She bought a ___ of bananas at the market.', 'bunch', 'loaf', 'tube', 'carton'],
  ["There's only one ___ of toothpaste left in the bathroom.", 'tube', 'loaf', 'bunch', 'bar'],
  ['Can I have a ___ of crisps, please?', 'packet', 'loaf', 'tube', 'bunch'],
  ['Get a ___ of milk from the fridge, please.', 'carton', 'loaf', 'bunch', 'bar'],
  ['For dinner we just opened a ___ of soup.', 'can', 'loaf', 'bunch', 'bar'],
  ['He ate a whole ___ of grapes by himself.', 'bunch', 'loaf', 'tube', 'carton'],
  ['Pass me the ___ of strawberry jam, please.', 'jar', 'loaf', 'bunch', 'bar'],
];

const firstConditional: readonly Row[] = [
  ['If you ___ too much sugar, the cake will be too sweet.', 'put', 'will put', 'would put', 'putting'],
  ["If I'm hungry later, I ___ make a sandwich.", 'will', 'would', 'am', 'did'],
  ["We'll order pizza if the restaurant ___ closed.", 'is', 'will be', 'would be', 'be'],
  ["If you don't eat your vegetables, you ___ any dessert.", "won't get", "don't get", "didn't get", "wouldn't got"],
  ['Unless we leave now, we ___ a table.', "won't get", "don't get", 'will get', 'got'],
  ['I’ll cook dinner as soon as I ___ home.', 'get', 'will get', 'got', 'getting'],
];

const tooEnough: readonly Row[] = [
  ['The soup is ___ hot to eat. Wait a minute.', 'too', 'enough', 'very much', 'so much'],
  ["The coffee isn't hot ___. Can you heat it up?", 'enough', 'too', 'very', 'so'],
  ["There isn't ___ rice for everybody.", 'enough', 'too', 'too much', 'so'],
  ["You've put ___ salt in the salad. It's horrible!", 'too much', 'too many', 'enough', 'too'],
  ['We bought ___ eggs; we can give some to the neighbours.', 'too many', 'too much', 'enough of', 'too'],
  ["This bread is ___ stale to eat; let's throw it away.", 'too', 'enough', 'too much', 'very much'],
];

const secondConditional: readonly Row[] = [
  ["If I ___ a better cook, I'd open a restaurant.", 'were', 'am', 'will be', 'would be'],
  ['I wish I ___ eat more vegetables; I know they are good for me.', 'could', 'can', 'will', 'would can'],
  ['If they lowered their prices, more people ___ there.', 'would eat', 'will eat', 'eat', 'ate'],
  ['We had the cake ___ by a professional baker.', 'made', 'make', 'making', 'to make'],
  ["If I ___ you, I'd try the mole; it's their speciality.", 'were', 'am', 'would be', 'will be'],
  ["I'd rather you ___ meat tonight; your cousin is vegetarian.", "didn't cook", "don't cook", "won't cook", "not cook"],
  ["If we hadn't booked a table, we ___ a place to sit.", "wouldn't have found", "wouldn't find", "didn't find", "won't find"],
];

/** Who cooks: the subject after "If", the pronoun that repeats it, and whether it takes -s. */
function cook(ctx: Ctx): { who: string; he: string; own: string; third: boolean } {
  const p = person(ctx.rnd);
  return ctx.rnd.pick([
    { who: 'I', he: 'I', own: 'my', third: false }, { who: 'we', he: 'we', own: 'our', third: false }, { who: p.name, he: p.he, own: p.his, third: true },
    { who: 'my parents', he: 'they', own: 'their', third: false }, { who: 'my sister', he: 'she', own: 'her', third: true },
  ]);
}

const DISHES: ReadonlyArray<readonly [string, string, string]> = [
  ['guacamole', 'avocados', 'salt'], ['a cake', 'eggs', 'sugar'], ['tacos', 'tortillas', 'cheese'], ['a salad', 'tomatoes', 'oil'],
  ['pancakes', 'eggs', 'milk'], ['enchiladas', 'tortillas', 'cream'], ['a smoothie', 'bananas', 'juice'], ['pozole', 'onions', 'corn'],
];

function enoughTooMuch({ rnd }: Ctx): Draft {
  const [dish, plural, mass] = rnd.pick(DISHES);
  return rnd.pick<Draft>([
    { pregunta: `We can't make ${dish}: there aren't ___ ${plural}.`, correcta: 'enough', distractores: ['too many', 'much', 'too'] },
    { pregunta: `We can't make ${dish}: there isn't ___ ${mass}.`, correcta: 'enough', distractores: ['too much', 'many', 'too'] },
    { pregunta: `You put too ___ ${mass} in the ${dish.replace(/^an? /, '')}; it tastes terrible.`, correcta: 'much', distractores: ['many', 'enough', 'lot'] },
    { pregunta: `There are too ___ ${plural} here for ${dish}; let's use only half.`, correcta: 'many', distractores: ['much', 'enough', 'lot'] },
    { pregunta: `Do we have ___ ${plural} to make ${dish} for ten people?`, correcta: 'enough', distractores: ['too much', 'too', 'many enough'] },
  ]);
}

/** If-clause verb (base, past), its object, the result verb and what follows it. */
const IF_FOOD: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['have', 'had', 'more time', 'cook', 'at home every day'], ['know', 'knew', 'how to make tamales', 'make', 'them for the party'],
  ['live', 'lived', 'near the sea', 'eat', 'fresh fish every week'], ['earn', 'earned', 'more money', 'go', 'out for dinner more often'],
  ['have', 'had', 'a bigger kitchen', 'bake', 'bread every weekend'], ['grow', 'grew', 'our own vegetables', 'save', 'a lot of money'],
];

/** First conditional at B1, second at B2: the gap is in the if-clause or in the result. */
function foodConditional(ctx: Ctx): Draft {
  const { rnd, band } = ctx;
  const s = cook(ctx);
  const [base, past, object, result, after] = rnd.pick(IF_FOOD);
  const rest = object.replace(/\bour\b/, s.own);
  const present = s.third ? thirdPerson(base) : base;
  const resultNow = s.third ? thirdPerson(result) : result;
  if (band === 2) {
    return rnd.chance(0.5)
      ? { pregunta: `If ${s.who} ___ ${rest}, ${s.he} will ${result} ${after}.`, correcta: present, distractores: [`will ${base}`, past, `would ${base}`, s.third ? base : thirdPerson(base)] }
      : { pregunta: `If ${s.who} ${present} ${rest}, ${s.he} ___ ${after}.`, correcta: `will ${result}`, distractores: [`would ${result}`, `${ingForm(result)}`, `will to ${result}`, `is going ${result}`] };
  }
  return rnd.chance(0.5)
    ? { pregunta: `If ${s.who} ___ ${rest}, ${s.he} would ${result} ${after}.`, correcta: past, distractores: [present, `would ${base}`, `will ${base}`, `${base}ing`] }
    : { pregunta: `If ${s.who} ${past} ${rest}, ${s.he} ___ ${after}.`, correcta: `would ${result}`, distractores: [`will ${result}`, resultNow, `would to ${result}`] };
}

/** Facts about Mexican food for the passive: subject, plural, base, participle, the rest; `then` marks the past. */
const MADE_OF: ReadonlyArray<readonly [string, boolean, string, string, string, boolean]> = [
  ['Mole poblano', false, 'make', 'made', 'with chocolate and chillies', false], ['Tequila', false, 'produce', 'produced', 'from blue agave in Jalisco', false],
  ['Tortillas', true, 'make', 'made', 'from corn or wheat flour', false], ['Most of Mexico’s coffee', false, 'grow', 'grown', 'in Chiapas and Veracruz', false],
  ['Chiles en nogada', true, 'serve', 'served', 'with a white walnut sauce', false], ['Avocados from Michoacán', true, 'export', 'exported', 'all over the world', false],
  ['Cajeta', false, 'make', 'made', "from goat's milk", false], ['Caesar salad', false, 'invent', 'invented', 'in Tijuana in the 1920s', true],
  ['Chocolate', false, 'drink', 'drunk', 'by the Aztecs as a bitter drink', true], ['Tomatoes', true, 'take', 'taken', 'from Mexico to Europe in the 16th century', true],
];

function foodPassive({ rnd }: Ctx): Draft {
  const [thing, plural, base, participle, rest, then] = rnd.pick(MADE_OF);
  const be = then ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  const wrongBe = then ? (plural ? 'was' : 'were') : plural ? 'is' : 'are';
  const active = then ? (participle === 'invented' ? 'invented' : base === 'drink' ? 'drank' : 'took') : plural ? base : thirdPerson(base);
  return { pregunta: `${thing} ___ ${rest}.`, correcta: `${be} ${participle}`, distractores: [active, `${be} ${ingForm(base)}`, `${wrongBe} ${participle}`, `has ${participle}`] };
}

export const food: Topic = {
  title: 'Food and drinks',
  families: [
    pictureFamily(0, 0, howMany),
    pictureFamily(0, 1, priceTag),
    family(0, 0, articles),
    table(0, 1, likes),
    family(1, 1, muchMany),
    family(1, 1, someAny),
    table(1, 2, littleFew),
    table(1, 2, restaurant),
    pictureFamily(1, 3, priceChart),
    table(2, 2, containers),
    table(2, 2, firstConditional),
    table(2, 3, tooEnough),
    table(3, 3, secondConditional),
    family(2, 3, enoughTooMuch),
    family(2, 3, foodConditional),
    family(3, 3, foodPassive),
  ],
};
