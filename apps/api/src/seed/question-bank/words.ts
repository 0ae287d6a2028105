import type { Random } from '../random.js';

/** Word lists shared by the topics. */

const WOMEN = ['Ana', 'Sofía', 'Lucía', 'Valeria', 'Camila', 'Regina', 'Mariana', 'Emma', 'Laura', 'Paula', 'Ximena', 'Renata'];
const MEN = ['Luis', 'Diego', 'Mateo', 'Carlos', 'Jorge', 'Santiago', 'Daniel', 'Leo', 'Marco', 'Tom', 'Emiliano', 'Pablo'];

export interface Person {
  name: string;
  he: 'he' | 'she';
  his: 'his' | 'her';
  him: 'him' | 'her';
}

/** A random person; `he` fixes the gender, `not` excludes a name already used. */
export function person(rnd: Random, not?: string, he?: 'he' | 'she'): Person {
  const woman = he ? he === 'she' : rnd.chance(0.5);
  const names = (woman ? WOMEN : MEN).filter((n) => n !== not);
  const name = rnd.pick(names);
  return woman ? { name, he: 'she', his: 'her', him: 'her' } : { name, he: 'he', his: 'his', him: 'him' };
}

/** `count` people with different names. */
export function people(rnd: Random, count: number): Person[] {
  const chosen: Person[] = [];
  while (chosen.length < count) {
    const next = person(rnd);
    if (!chosen.some((p) => p.name === next.name)) chosen.push(next);
  }
  return chosen;
}

export const CITIES = ['Monterrey', 'Guadalajara', 'Puebla', 'Mérida', 'Querétaro', 'Oaxaca', 'Saltillo', 'Tijuana', 'León', 'Toluca', 'Chihuahua', 'Cancún', 'Veracruz', 'Morelia'];

/** Country and nationality. */
export const COUNTRIES: ReadonlyArray<readonly [string, string]> = [
  ['Mexico', 'Mexican'], ['Canada', 'Canadian'], ['Japan', 'Japanese'], ['Brazil', 'Brazilian'], ['France', 'French'],
  ['Germany', 'German'], ['Spain', 'Spanish'], ['Italy', 'Italian'], ['China', 'Chinese'], ['Argentina', 'Argentinian'],
  ['Colombia', 'Colombian'], ['Peru', 'Peruvian'], ['Korea', 'Korean'], ['Portugal', 'Portuguese'], ['Chile', 'Chilean'],
];

export const JOBS = ['teacher', 'doctor', 'nurse', 'engineer', 'lawyer', 'architect', 'waiter', 'chef', 'dentist', 'mechanic', 'accountant', 'pilot', 'designer', 'vet', 'photographer'];

/** Where a job is done ("a nurse works in a hospital"). */
export const WORKPLACES: Readonly<Record<string, string>> = {
  teacher: 'at a school', doctor: 'in a hospital', nurse: 'in a hospital', engineer: 'at a car factory', lawyer: 'in an office downtown',
  architect: 'in a design studio', waiter: 'in a restaurant', chef: 'in a hotel kitchen', dentist: 'in a small clinic', mechanic: 'in a garage',
  accountant: 'at a bank', pilot: 'for an airline', designer: 'for a video game company', vet: 'in an animal clinic', photographer: 'for a newspaper',
};

export const HOBBIES = ['plays volleyball', 'plays the guitar', 'goes swimming', 'reads comics', 'paints', 'goes running', 'plays video games', 'dances salsa', 'takes photos', 'goes hiking', 'bakes cakes', 'plays chess'];

export const TRANSPORT = ['by bus', 'by car', 'by bike', 'on foot', 'by metro', 'by taxi'];

export const PETS = ['dog', 'cat', 'parrot', 'rabbit', 'turtle', 'hamster'];
export const PET_NAMES = ['Max', 'Luna', 'Rocky', 'Kira', 'Toby', 'Nala', 'Chispa', 'Coco'];

export const PLACES = ['bank', 'park', 'school', 'hospital', 'supermarket', 'pharmacy', 'cinema', 'museum', 'library', 'post office', 'café', 'bakery', 'gym', 'hotel', 'bus station', 'restaurant'];

/** Irregular verbs: base, past, past participle, and what to do with them. */
export const IRREGULAR: ReadonlyArray<readonly [string, string, string, string]> = [
  ['go', 'went', 'gone', 'to the beach'], ['see', 'saw', 'seen', 'a great film'], ['eat', 'ate', 'eaten', 'tacos for dinner'],
  ['buy', 'bought', 'bought', 'new shoes'], ['take', 'took', 'taken', 'a lot of photos'], ['write', 'wrote', 'written', 'a long email'],
  ['make', 'made', 'made', 'a chocolate cake'], ['drink', 'drank', 'drunk', 'a lot of water'], ['meet', 'met', 'met', 'my cousins at the mall'],
  ['swim', 'swam', 'swum', 'in the sea'], ['give', 'gave', 'given', 'my mom some flowers'], ['find', 'found', 'found', 'my keys under the sofa'],
  ['lose', 'lost', 'lost', 'my phone'], ['win', 'won', 'won', 'the football match'], ['sing', 'sang', 'sung', 'at a karaoke bar'],
  ['bring', 'brought', 'brought', 'a salad to the party'], ['leave', 'left', 'left', 'the house at seven'], ['wear', 'wore', 'worn', 'a blue jacket'],
  ['ride', 'rode', 'ridden', 'a horse on the ranch'], ['fly', 'flew', 'flown', 'to Cancún'], ['break', 'broke', 'broken', 'a glass'],
  ['forget', 'forgot', 'forgotten', 'my umbrella'], ['sleep', 'slept', 'slept', 'for ten hours'], ['spend', 'spent', 'spent', 'all my money'],
  ['sell', 'sold', 'sold', 'our old car'], ['send', 'sent', 'sent', 'a message to my aunt'], ['catch', 'caught', 'caught', 'the last bus'],
  ['drive', 'drove', 'driven', 'to Saltillo'], ['speak', 'spoke', 'spoken', 'to the manager'], ['teach', 'taught', 'taught', 'my brother to swim'],
];

/** Regular verbs: base, past, a misspelling learners write, and what to do with them. */
export const REGULAR: ReadonlyArray<readonly [string, string, string, string]> = [
  ['visit', 'visited', 'visitted', 'my grandparents'], ['play', 'played', 'plaied', 'football in the park'], ['study', 'studied', 'studyed', 'for the English test'],
  ['stop', 'stopped', 'stoped', 'at a gas station'], ['watch', 'watched', 'watchet', 'a series on TV'], ['cook', 'cooked', 'cookt', 'dinner for my family'],
  ['dance', 'danced', 'danceed', "at my cousin's wedding"], ['clean', 'cleaned', 'cleant', 'my room'], ['call', 'called', 'calld', 'my best friend'],
  ['arrive', 'arrived', 'arriveed', 'late to class'], ['try', 'tried', 'tryed', 'sushi for the first time'], ['plan', 'planned', 'planed', 'a surprise party'],
  ['walk', 'walked', 'walkt', 'to the park'], ['listen', 'listened', 'listenned', 'to music'], ['work', 'worked', 'workt', 'until nine p.m.'],
  ['help', 'helped', 'helpt', 'my dad in the garden'], ['finish', 'finished', 'finishd', 'my homework'], ['carry', 'carried', 'carryed', 'the heavy boxes'],
  ['paint', 'painted', 'paintted', 'the kitchen'], ['travel', 'traveled', 'traveld', 'to Oaxaca by bus'],
];

export const PAST_MARKERS = ['yesterday', 'last night', 'last weekend', 'on Saturday', 'two days ago', 'yesterday evening', 'last Friday', 'on Sunday'];

/** Colours and their drawing values. */
export const COLOURS: ReadonlyArray<readonly [string, string]> = [
  ['red', '#d62828'], ['blue', '#1d4ed8'], ['green', '#2a9d3f'], ['yellow', '#f2c200'], ['orange', '#f77f00'], ['purple', '#7b2cbf'], ['pink', '#f472b6'], ['black', '#222222'],
];

export type Weather = 'sunny' | 'rainy' | 'cloudy' | 'snowy' | 'windy' | 'stormy';
export const WEATHERS: readonly Weather[] = ['sunny', 'rainy', 'cloudy', 'snowy', 'windy', 'stormy'];

/** Distinct values near `n` (never `n` itself), for number distractors. */
export function nearNumbers(n: number, min: number, max: number): number[] {
  const swapped = n >= 10 && n < 100 ? (n % 10) * 10 + Math.floor(n / 10) : -1;
  const teen = n >= 13 && n <= 19 ? (n - 10) * 10 : n % 10 === 0 && n >= 30 && n <= 90 ? n / 10 + 10 : -1;
  const candidates = [swapped, teen, n + 1, n - 1, n + 2, n - 2, n + 10, n - 10];
  return [...new Set(candidates)].filter((k) => k !== n && k >= min && k <= max);
}
