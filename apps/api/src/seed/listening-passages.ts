import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { LESSON_MEDIA_DIR } from '../routes/lessons/public.js';
import { evaluationQuestions, type BankRequest } from './question-bank/index.js';

/**
 * The spoken clips of the certification lessons' listening passages (a
 * dialogue or a voicemail drawn by the question bank). Drawn again at every
 * seed, the same for the same request, so a clip is named by its words: a
 * changed text has no clip until scripts/make-lesson-media.mjs speaks it
 * (espeak-ng, by hand; the clips are committed, CI needs no speech tools).
 */

/** The listening lesson of the demo's certification level (lessons.seed: the third adult level). */
export const DEMO_LISTENING_REQUESTS: readonly BankRequest[] = [{ curso: 'ADULTOS', nivel: 3, leccion: 2, kind: 'certification', variante: 1 }];

/** A passage's clip, relative to assets/lesson-media and to the lesson files store. */
export function passageClipPath(words: string): string {
  return `audio/pasajes/${createHash('sha256').update(words).digest('hex').slice(0, 16)}.mp3`;
}

/** What the clip generator speaks: each passage of the demo's listening lessons, once. */
export function demoListeningPassages(): Array<{ ruta: string; texto: string }> {
  const texts = new Set(DEMO_LISTENING_REQUESTS.flatMap((r) => evaluationQuestions(r).flatMap((q) => (q.escucha ? [q.escucha] : []))));
  return [...texts].map((texto) => ({ ruta: passageClipPath(texto), texto }));
}

/** The clip of a passage when one was committed; null leaves the transcript alone. */
export async function committedPassageClip(words: string): Promise<string | null> {
  const ruta = passageClipPath(words);
  return access(new URL(ruta, LESSON_MEDIA_DIR)).then(
    () => ruta,
    () => null,
  );
}
