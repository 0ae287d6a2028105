import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { lessonFiles } from './lessons.schema.js';

/** A file of the lesson files store (decision 024): its path relative to the resources root. */
export interface LessonFile {
  ruta: string;
  content_type: string;
  contenido: Buffer;
}

/** Content types by extension; lesson files are ours, never an upload's claim. */
export const LESSON_FILE_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
};

export function lessonFileType(ruta: string): string | null {
  return LESSON_FILE_TYPES[ruta.slice(ruta.lastIndexOf('.') + 1).toLowerCase()] ?? null;
}

/** Stores files (a path already there keeps its bytes), a few rows per statement so a large batch never builds one huge message. */
export async function storeLessonFiles(db: Db, escuela: 1 | 2, files: readonly LessonFile[]): Promise<void> {
  for (let i = 0; i < files.length; i += 20) {
    const chunk = files.slice(i, i + 20).map((f) => ({ escuela, ...f }));
    await db.insert(lessonFiles).values(chunk).onConflictDoNothing();
  }
}

export async function readLessonFile(db: Db, escuela: number, ruta: string): Promise<LessonFile | null> {
  const [row] = await db
    .select({ ruta: lessonFiles.ruta, content_type: lessonFiles.content_type, contenido: lessonFiles.contenido })
    .from(lessonFiles)
    .where(and(eq(lessonFiles.escuela, escuela), eq(lessonFiles.ruta, ruta)))
    .limit(1);
  return row ?? null;
}

export async function lessonFileCount(db: Db, escuela: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(lessonFiles).where(eq(lessonFiles.escuela, escuela));
  return row?.n ?? 0;
}

/** The committed demo media (assets/lesson-media, made by scripts/make-lesson-media.mjs). */
export const LESSON_MEDIA_DIR = new URL('../../../assets/lesson-media/', import.meta.url);

export interface ListeningClip {
  nombre: string;
  texto: string;
  pregunta: string;
  opciones: [string, string, string, string];
  correcta: 1 | 2 | 3 | 4;
}
export interface DemoVideo {
  nombre: string;
  titulo: string;
  texto: string;
}

export async function demoMediaIndex(): Promise<{ clips: ListeningClip[]; videos: DemoVideo[] }> {
  return JSON.parse(await readFile(new URL('listening.json', LESSON_MEDIA_DIR), 'utf8')) as { clips: ListeningClip[]; videos: DemoVideo[] };
}

export async function demoMediaFile(relative: string): Promise<Buffer> {
  return readFile(new URL(relative, LESSON_MEDIA_DIR));
}
