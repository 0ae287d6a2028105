import type { Random } from '../random.js';

export type BankQuestionKind = 'exercise' | 'exam' | 'recovery' | 'certification' | 'quality';

export interface BankImage {
  /** file name, e.g. 'clock-07-30.svg' (unique per distinct picture) */
  nombre: string;
  /** a complete, small standalone SVG document (xmlns, viewBox, width 320 height 200, no external references, no <script>, fonts: font-family="sans-serif" only) */
  svg: string;
}

export interface BankQuestion {
  /** 2 a multiple-choice question; 6 an instruction shown between questions (not graded, no options). */
  tipo: 2 | 6;
  /** The question or instruction text, in English (an instruction may be in Spanish, as teachers do for beginners). */
  pregunta: string;
  /** Four option texts for tipo 2, in order a-d; the string '-' marks a missing option (a question with only three options puts '-' last). Empty array for tipo 6. */
  opciones: [string, string, string, string] | [];
  /** 1-4: the right option, for tipo 2; null for tipo 6. Never points at a '-' option. */
  correcta: 1 | 2 | 3 | 4 | null;
  /** Optional picture the question refers to. */
  imagen?: BankImage;
  /** A listening instruction's recording: the words it says (the seed attaches their committed clip, seed/listening-passages.ts). */
  escucha?: string;
}

export interface BankRequest {
  /** Course of the level: 'ADULTOS', 'TEENS' or 'KIDS' (others: treat as ADULTOS). */
  curso: string;
  /** Level number within the course, 1..16 (1-4 ≈ A1, 5-8 A2, 9-12 B1, 13-16 B2). */
  nivel: number;
  /** Lesson number 1..10 of the level (ordinary lessons) or 1..5 (certification lessons). */
  leccion: number;
  kind: BankQuestionKind;
  /** 1 or 2: a lesson has two exercises; they must not be the same questions. */
  variante: number;
}

/** 0 A1 (levels 1-4), 1 A2 (5-8), 2 B1 (9-12), 3 B2 (13-16). */
export type Band = 0 | 1 | 2 | 3;
export type Audience = 'adults' | 'teens' | 'kids';

/** What a generator draws for one request. */
export interface Ctx {
  rnd: Random;
  band: Band;
  /** 1..16: finer steps inside a band (a level 1 clock shows o'clock and half past, a level 4 clock any five minutes). */
  nivel: number;
  audience: Audience;
}

/** A graded question before its options are placed: the right answer and its candidate distractors. */
export interface Draft {
  pregunta: string;
  correcta: string;
  /** Wrong answers, best first is not required: three are drawn (two when the question offers three options). */
  distractores: readonly string[];
  imagen?: BankImage;
  /** Offer three options only (the family has no fourth plausible distractor). */
  tres?: boolean;
}

/** A kind of question (a grammar point, a picture task) and the bands it suits. */
export interface Family {
  from: Band;
  to: Band;
  picture?: boolean;
  make(ctx: Ctx): Draft | null;
}

/** A lesson topic: its families across the bands. */
export interface Topic {
  title: string;
  families: readonly Family[];
}

/** A text read (or a dialogue heard) before the questions about it: the text goes in an instruction. */
export interface Passage {
  text: string;
  drafts: Draft[];
}
