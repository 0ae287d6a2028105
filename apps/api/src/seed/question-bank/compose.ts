import { instruction, toQuestion } from './build.js';
import { listeningPassages } from './certification/listening.js';
import { readingPassages } from './certification/reading.js';
import { WRITING_FAMILIES } from './certification/writing.js';
import { ALL_TOPICS, ORDINARY_LESSONS, REVIEW_TITLES, unitsOf } from './topics/index.js';
import type { Band, BankQuestion, Ctx, Family, Passage, Topic } from './types.js';

/** Share of graded questions drawn from a picture family when the topic has one at the band (the rest have none at some bands). */
const PICTURE_SHARE = 0.3;
const ATTEMPTS_PER_QUESTION = 40;
/** After this many attempts a question of the sibling evaluation is accepted rather than leaving the slot empty. */
const RELAX_AVOID_AFTER = 28;

type Stream = readonly Family[];

/** The questions of one evaluation as they are drawn: no repeated text, families spread, siblings' questions avoided. */
export class Evaluation {
  readonly questions: BankQuestion[] = [];
  private readonly taken = new Set<string>();
  private readonly uses = new Map<Family, number>();

  constructor(
    readonly ctx: Ctx,
    private readonly avoid: ReadonlySet<string>,
  ) {}

  get graded(): number {
    return this.questions.filter((q) => q.tipo === 2).length;
  }

  intro(english: string, spanish: string): void {
    const text = spanishInstructions(this.ctx) ? spanish : english;
    if (this.taken.has(text)) return;
    this.taken.add(text);
    this.questions.push(instruction(text));
  }

  /** `count` questions, slot k from streams[k % streams.length] (one stream per topic). */
  draw(streams: readonly Stream[], count: number, band: Band = this.ctx.band): void {
    const ctx = { ...this.ctx, band };
    for (let slot = 0; slot < count; slot++) {
      const usable = streams[slot % streams.length]!.filter((f) => f.from <= band && band <= f.to);
      // A family that gave nothing new (its questions are all used) steps aside for the rest of the slot.
      const failed = new Set<Family>();
      for (let attempt = 0; attempt < ATTEMPTS_PER_QUESTION; attempt++) {
        if (failed.size === usable.length) failed.clear();
        const family = this.choose(usable.filter((f) => !failed.has(f)));
        if (this.tryFamily(family, ctx, attempt >= RELAX_AVOID_AFTER)) break;
        failed.add(family);
      }
    }
  }

  /** A text (in an instruction) and up to `max` questions about it; `heard`: the text is a recording's transcript. */
  passage(header: string, passage: Passage, max: number, heard = false): void {
    this.taken.add(`${header} ${passage.text}`);
    this.questions.push({ ...instruction(`${header} ${passage.text}`), ...(heard ? { escucha: passage.text } : {}) });
    let added = 0;
    for (const draft of passage.drafts) {
      if (added === max || this.taken.has(draft.pregunta)) continue;
      const question = toQuestion(draft, this.ctx.rnd);
      if (!question) continue;
      this.taken.add(draft.pregunta);
      this.questions.push(question);
      added++;
    }
  }

  /**
   * A picture family about one time in PICTURE_SHARE, otherwise a plain one; the least used of the group,
   * and a picture family only while it has not been used more than the plain ones (no run of clocks).
   */
  private choose(usable: readonly Family[]): Family {
    const { rnd } = this.ctx;
    const used = (f: Family) => this.uses.get(f) ?? 0;
    const least = (group: readonly Family[]) => Math.min(...group.map(used));
    const pictures = usable.filter((f) => f.picture);
    const plain = usable.filter((f) => !f.picture);
    const picture = pictures.length > 0 && (plain.length === 0 || (rnd.chance(PICTURE_SHARE) && least(pictures) <= least(plain)));
    const group = picture ? pictures : plain;
    return rnd.pick(group.filter((f) => used(f) === least(group)));
  }

  private tryFamily(family: Family, ctx: Ctx, relaxed: boolean): boolean {
    const draft = family.make(ctx);
    if (!draft || this.taken.has(draft.pregunta) || (!relaxed && this.avoid.has(draft.pregunta))) return false;
    const question = toQuestion(draft, ctx.rnd);
    if (!question) return false;
    this.taken.add(draft.pregunta);
    this.uses.set(family, (this.uses.get(family) ?? 0) + 1);
    this.questions.push(question);
    return true;
  }
}

/** Teachers give beginners (kids, and the first two levels of any course) the instructions in Spanish. */
export const spanishInstructions = (ctx: Ctx) => ctx.band === 0 && (ctx.audience === 'kids' || ctx.nivel <= 2);

const streamsOf = (topics: readonly Topic[]) => topics.map((t) => t.families);

export function ordinaryExercise(e: Evaluation, leccion: number): void {
  const { rnd } = e.ctx;
  const topic = ORDINARY_LESSONS[leccion - 1];
  if (!topic) {
    const title = REVIEW_TITLES[leccion] ?? 'Review';
    e.intro(`${title}. Choose the correct option.`, `${title}. Repaso: elige la opción correcta.`);
    e.draw(rnd.shuffle(streamsOf(unitsOf(leccion))), rnd.int(9, 12));
    return;
  }
  if (rnd.chance(0.7)) {
    const [english, spanish] = rnd.pick([
      [`${topic.title}: choose the correct option.`, 'Lee cada oración y elige la opción correcta.'],
      ['Read each question and choose the best answer.', `Tema: ${topic.title}. Elige la respuesta correcta.`],
      [`Lesson ${leccion}: ${topic.title}. Choose a, b, c or d.`, 'Observa las imágenes cuando las haya y elige la respuesta correcta.'],
    ] as const);
    e.intro(english, spanish);
  }
  e.draw([topic.families], rnd.int(8, 12));
}

export function lessonExam(e: Evaluation, leccion: number, recovery: boolean): void {
  const { rnd } = e.ctx;
  const units = unitsOf(leccion);
  const count = rnd.int(12, 15);
  const half = Math.ceil(count / 2);
  const name = recovery ? 'Recovery exam' : leccion <= 5 ? 'Mid-term exam' : 'Final exam';
  const nombre = recovery ? 'Examen de recuperación' : leccion <= 5 ? 'Examen parcial' : 'Examen final';
  const titles = (a: number, b: number) => `${units[a]!.title} / ${units[b]!.title}`;
  e.intro(`${name}, part 1 (${titles(0, 1)}): choose the correct answer.`, `${nombre}, parte 1 (${titles(0, 1)}): elige la respuesta correcta.`);
  e.draw(streamsOf(units.slice(0, 2)), half);
  e.intro(`Part 2 (${titles(2, 3)}): choose the correct answer.`, `Parte 2 (${titles(2, 3)}): elige la respuesta correcta.`);
  e.draw(streamsOf(units.slice(2, 4)), count - half);
}

export function qualityExam(e: Evaluation): void {
  const { rnd, band } = e.ctx;
  const count = rnd.int(12, 15);
  e.intro('Level check: the questions cover the whole level. Choose the best answer for each one.', 'Revisión del nivel: las preguntas cubren todo el nivel. Elige la mejor respuesta.');
  const warmUp = band > 0 ? 3 : 0;
  if (warmUp) e.draw(rnd.shuffle(streamsOf(ALL_TOPICS)), warmUp, (band - 1) as Band);
  e.draw(rnd.shuffle(streamsOf(ALL_TOPICS)), count - warmUp);
}

const READ = 'Read the text and answer the questions.';
// The recording plays above the instruction; its transcript stays for whoever cannot hear it.
const HEAR = 'Listening practice. Play the recording, then answer the questions. Transcript:';

export function certificationLesson(e: Evaluation, leccion: number): void {
  const { ctx } = e;
  const { rnd } = ctx;
  const grammar = streamsOf(ALL_TOPICS);
  switch (leccion) {
    case 1:
      for (const make of readingPassages(ctx)) e.passage(READ, make(ctx), 5);
      break;
    case 2:
      for (const make of listeningPassages(ctx)) e.passage(HEAR, make(ctx), 5, true);
      break;
    case 3:
      e.intro('Use of English: choose the word or phrase that best completes each sentence.', 'Uso del inglés: elige la opción que completa cada oración.');
      e.draw(rnd.shuffle(grammar), rnd.int(10, 12));
      break;
    case 4:
      e.intro('Writing skills: choose the best option for a well-written text.', 'Escritura: elige la opción que está mejor escrita.');
      e.draw([WRITING_FAMILIES], rnd.int(6, 8));
      e.intro('Now complete the sentences you would use in your own text.', 'Ahora completa las oraciones que usarías en tu propio texto.');
      e.draw(rnd.shuffle(grammar), 4);
      break;
    default:
      e.passage(READ, rnd.pick(readingPassages(ctx))(ctx), 5);
      e.intro('Part 2. Use of English and writing: choose the best answer.', 'Parte 2. Uso del inglés y escritura: elige la mejor respuesta.');
      e.draw(rnd.shuffle([...grammar, WRITING_FAMILIES]), rnd.int(8, 10));
  }
  // Short passages can leave a lesson under eight questions: top it up with use of English.
  if (e.graded < 8) e.draw(rnd.shuffle(grammar), 8 - e.graded);
}
