import { family, others, pictureFamily, table, type Row } from '../build.js';
import { barChartPicture } from '../pictures.js';
import { positionPicture, streetMapPicture, type Position, type Shape } from '../pictures-drawn.js';
import { capitalize } from '../text.js';
import type { Ctx, Draft, Topic } from '../types.js';
import { COLOURS, PLACES } from '../words.js';

/** Lesson 8: asking for directions (places, prepositions, imperatives, then indirect questions). */

const STREETS = ['Juárez Street', 'Hidalgo Avenue', 'Main Street', 'Morelos Street', 'Zaragoza Avenue', 'Madero Street'];

interface Spot {
  place: string;
  row: 0 | 1;
  col: number;
}

function streetMap({ rnd }: Ctx): Draft {
  const names = rnd.sample(PLACES, 8);
  const spots: Spot[] = names.map((place, i) => ({ place, row: i < 4 ? 0 : 1, col: i % 4 }));
  const imagen = streetMapPicture(names.slice(0, 4).map(capitalize), names.slice(4).map(capitalize), rnd.pick(STREETS));
  const at = (row: number, col: number) => spots.find((s) => s.row === row && s.col === col);
  const target = rnd.pick(spots);
  const neighbours = [at(target.row, target.col - 1), at(target.row, target.col + 1)].filter((s): s is Spot => s !== undefined);
  const across = at(1 - target.row, target.col)!;
  const rest = spots.filter((s) => s !== target);
  const ask = rnd.int(0, 3);
  if (ask === 1) {
    const wrong = rest.filter((s) => s !== across).map((s) => `The ${s.place}.`);
    return { pregunta: `Look at the map. What is opposite the ${target.place}?`, correcta: `The ${across.place}.`, distractores: rnd.sample(wrong, 4), imagen };
  }
  if (ask === 2 && neighbours.length === 2) {
    const [b, c] = neighbours as [Spot, Spot];
    const wrong = rest.filter((s) => s !== b && s !== c).map((s) => `The ${s.place}.`);
    return { pregunta: `Look at the map. What is between the ${b.place} and the ${c.place}?`, correcta: `The ${target.place}.`, distractores: rnd.sample(wrong, 4), imagen };
  }
  const isNext = (s: Spot) => neighbours.includes(s);
  const truths = [...neighbours.map((s) => `It's next to the ${s.place}.`), `It's opposite the ${across.place}.`];
  if (neighbours.length === 2) truths.push(`It's between the ${neighbours[0]!.place} and the ${neighbours[1]!.place}.`);
  const falsehoods = rest.flatMap((s) => [...(isNext(s) ? [] : [`It's next to the ${s.place}.`]), ...(s === across ? [] : [`It's opposite the ${s.place}.`])]);
  const [x, y] = rnd.sample(rest.filter((s) => !isNext(s)), 2) as [Spot, Spot];
  falsehoods.push(`It's between the ${x.place} and the ${y.place}.`);
  return { pregunta: `Look at the map. Where is the ${target.place}?`, correcta: rnd.pick(truths), distractores: rnd.sample(falsehoods, 5), imagen };
}

const POSITIONS: readonly Position[] = ['above', 'under', 'on the left of', 'on the right of'];

function shapePosition({ rnd }: Ctx): Draft {
  const [s1, s2] = rnd.sample<Shape>(['circle', 'square', 'triangle', 'star'], 2) as [Shape, Shape];
  const [c1, c2] = rnd.sample(COLOURS.map(([c]) => c), 2) as [string, string];
  const where = rnd.pick(POSITIONS);
  return {
    pregunta: `Look at the picture. Where is the ${c1} ${s1}?`,
    correcta: `It's ${where} the ${c2} ${s2}.`,
    distractores: others(POSITIONS, where).map((w) => `It's ${w} the ${c2} ${s2}.`),
    imagen: positionPicture([s1, c1], [s2, c2], where),
  };
}

const imperatives: readonly Row[] = [
  ['Go straight on and ___ left at the bank.', 'turn', 'turns', 'turning', 'to turn'],
  ['___ the street at the traffic lights.', 'Cross', 'Crosses', 'Crossing', 'To cross'],
  ["Take the first street on the right. The pharmacy is ___ your left.", 'on', 'in', 'at', 'to'],
  ['Excuse me, where ___ the bus station?', 'is', 'are', 'am', 'be'],
  ['The bank is ___ the café and the school.', 'between', 'next', 'opposite of', 'in'],
  ['The library is ___ to the museum.', 'next', 'near of', 'between', 'in front'],
  ["Don't ___ right here. Go straight on.", 'turn', 'turns', 'turning', 'to turn'],
];

const thereIs: readonly Row[] = [
  ['Is there a pharmacy near here? — Yes, ___.', 'there is', 'it is', 'there are', 'is there'],
  ['Are there any restaurants on this street? — No, ___.', "there aren't", "there isn't", "they aren't", "it isn't"],
  ['___ a bank on Juárez Street, next to the park.', "There's", "It's", 'There are', 'Is there'],
  ['___ two cinemas in the mall.', 'There are', 'There is', 'They are', 'It is'],
  ['___ a supermarket near your house?', 'Is there', 'There is', 'Are there', 'Is it there'],
];

const wayPhrases: readonly Row[] = [
  ['Take the ___ street on the right, not the first one.', 'second', 'two', 'twice', 'secondly'],
  ['Excuse me, how do I ___ to the museum?', 'get', 'arrive', 'reach', 'be'],
  ["Go ___ the bridge and then turn left.", 'over', 'in', 'on', 'into'],
  ['Walk ___ the park; it’s the fastest way to the station.', 'through', 'between', 'among', 'into of'],
  ['Keep walking ___ this street for two blocks.', 'along', 'across of', 'through of', 'into'],
  ["The hotel is ___ the corner of Hidalgo and Morelos.", 'on', 'in', 'of', 'to'],
  ["Sorry, I'm lost. Could you show me on the ___?", 'map', 'mapping', 'plan to', 'direction'],
];

const farLong: readonly Row[] = [
  ['___ is the airport from here? — About twenty kilometres.', 'How far', 'How long', 'How much', 'How many'],
  ['___ does it take to walk there? — About ten minutes.', 'How long', 'How far', 'How much', 'How often'],
  ["It's a long way. You'd better ___ a taxi.", 'take', 'do', 'make', 'go'],
  ["It's too far to walk. You should go ___ bus.", 'by', 'on', 'with', 'in'],
  ["Excuse me, is this the right way ___ the stadium?", 'to', 'for go', 'at', 'in'],
  ["I'm afraid you're going the wrong ___. The museum is behind you.", 'way', 'road to', 'street way', 'direction to go'],
];

function indirectPlace({ rnd }: Ctx): Draft {
  const place = rnd.pick(PLACES);
  const opener = rnd.pick(['Could you tell me where', 'Do you know where', 'Can you tell me how far', 'Would you happen to know where']);
  return {
    pregunta: `You are looking for the ${place}. Ask politely: "${opener} ___?"`,
    correcta: `the ${place} is`,
    distractores: [`is the ${place}`, `the ${place}`, `does the ${place} be`, `the ${place} it is`],
  };
}

const connectors: readonly Row[] = [
  ['Keep going ___ you reach the roundabout, then turn right.', 'until', 'while', 'since', 'during'],
  ['___ you get to the bridge, you will see the museum on your left.', 'Once', 'Unless', 'Although', 'Despite'],
  ["You can't miss it ___ you take the wrong exit.", 'unless', 'until', 'whereas', 'so that'],
  ["Take a map ___ you get lost.", 'in case', 'unless', 'so', 'although'],
  ['The hotel is easy to find, ___ the entrance is a bit hidden.', 'although', 'despite', 'unless', 'in case'],
  ["___ the heavy traffic, we arrived at the museum on time.", 'Despite', 'Although', 'Unless', 'Even'],
  ['Had you turned left at the lights, you ___ the station.', 'would have found', 'would find', 'had found', 'will find'],
];

function distances({ rnd }: Ctx): Draft {
  const places = rnd.sample(PLACES.filter((p) => p.length <= 9 && p !== 'hotel'), 4);
  const km = rnd.sample([1, 2, 3, 4, 5, 6, 8, 10, 12, 15], 4);
  const bars = places.map((p, i) => [capitalize(p), km[i]!] as const);
  const imagen = barChartPicture('Distance from the hotel', bars, ' km');
  if (rnd.chance(0.4)) {
    const far = places[km.indexOf(Math.max(...km))]!;
    return { pregunta: 'Look at the chart. Which place is the farthest from the hotel?', correcta: `The ${far}.`, distractores: others(places, far).map((p) => `The ${p}.`), imagen };
  }
  const [i, j] = rnd.sample([0, 1, 2, 3], 2) as [number, number];
  const right = km[i]! > km[j]! ? 'farther from the hotel than' : 'nearer to the hotel than';
  return {
    pregunta: `Look at the chart. The ${places[i]!} is ___ the ${places[j]!}.`,
    correcta: right,
    distractores: [km[i]! > km[j]! ? 'nearer to the hotel than' : 'farther from the hotel than', 'more far from the hotel than', 'the farthest from the hotel', 'as far from the hotel as'],
    imagen,
  };
}

const PLACE_FOR: ReadonlyArray<readonly [string, string]> = [
  ['buy medicine', 'pharmacy'], ['borrow books', 'library'], ['watch a film', 'cinema'], ['send a parcel', 'post office'], ['buy bread', 'bakery'],
  ['do exercise', 'gym'], ['catch a bus to another city', 'bus station'], ['see old paintings', 'museum'], ['open an account', 'bank'],
  ['see a doctor', 'hospital'], ['sleep when you travel', 'hotel'], ['buy food for the week', 'supermarket'], ['have a coffee', 'café'], ['play football', 'park'],
];

function placeFor({ rnd }: Ctx): Draft {
  const [activity, place] = rnd.pick(PLACE_FOR);
  const wrong = others(PLACE_FOR.map(([, p]) => p), place).map((p) => `At the ${p}.`);
  return { pregunta: rnd.pick([`Where can you ${activity}?`, `You want to ${activity}. Where do you go?`]), correcta: `At the ${place}.`, distractores: rnd.sample(wrong, 4) };
}

function nearHere({ rnd }: Ctx): Draft {
  const place = rnd.pick(PLACES);
  const street = rnd.pick(STREETS);
  return {
    pregunta: `A: Excuse me, is there a ${place} near here? B: ___`,
    correcta: `Yes, there's one on ${street}.`,
    distractores: [`Yes, it's one on ${street}.`, `Yes, there are one on ${street}.`, `Yes, is there one on ${street}.`, `Yes, there's ones on ${street}.`],
  };
}

const placePrepositions: readonly Row[] = [
  ["The bank is ___ the end of this street.", 'at', 'in', 'on', 'to'],
  ['The bus stop is right ___ front of the cinema.', 'in', 'at', 'on', 'to'],
  ['The café is across ___ the bank, on the other side of the street.', 'from', 'of', 'to', 'at'],
  ['Go ___ the stairs to the second floor.', 'up', 'on', 'over', 'to'],
  ['The car park is ___ the supermarket, not in front of it.', 'behind', 'between', 'among', 'next'],
  ['Walk ___ the corner and you will see the museum.', 'around', 'between', 'through', 'among'],
];

const travelB2: readonly Row[] = [
  ['___ crossed the bridge, you will see the cathedral on your right.', 'Having', 'To have', 'Have', 'Had'],
  ['The station is within walking ___ of the hotel.', 'distance', 'length', 'way', 'space'],
  ["I'd take the ring road if I ___ you; the centre is always jammed.", 'were', 'am', 'would be', 'will be'],
  ["You can't miss it: it's the building ___ roof is bright green.", 'whose', 'which', 'that its', 'who'],
  ["If you get lost, don't hesitate ___ for directions.", 'to ask', 'asking', 'ask', 'for asking'],
  ["The museum is ___ to be the most visited in the country.", 'said', 'told', 'spoken', 'talked'],
];

export const directions: Topic = {
  title: 'Asking for directions',
  families: [
    pictureFamily(0, 2, streetMap),
    pictureFamily(0, 0, shapePosition),
    table(0, 0, imperatives),
    table(0, 1, thereIs),
    table(1, 1, wayPhrases),
    table(1, 2, farLong),
    pictureFamily(1, 3, distances),
    family(2, 3, indirectPlace),
    table(3, 3, connectors),
    family(0, 1, placeFor),
    family(0, 1, nearHere),
    table(1, 2, placePrepositions),
    table(3, 3, travelB2),
  ],
};
