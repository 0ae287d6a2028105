import { renderPdf } from '../lib/pdf.js';
import { CERTIFICATION_TOPICS, LESSON_TOPICS } from './lesson-topics.js';
import { evaluationQuestions, type BankQuestion, type BankQuestionKind } from './question-bank/index.js';

/** A demo e-book: a lesson's (or a certification guide's) practice book, drawn from the question bank. */
export interface BookRequest {
  curso: string;
  nivel: number;
  /** 1-10 an ordinary lesson; with `certification`, 1-5 a certification lesson. */
  leccion: number;
  certification?: boolean;
}

/** Review lessons (5 and 10) get the long book: the 40 pages the viewer must open on a phone. */
const REVIEW_LESSONS = new Set([5, 10]);
const QUESTIONS_PER_PAGE = 6;
const INK = '#1f2937';
const ACCENT = '#1f3a93';

const letters = ['a', 'b', 'c', 'd'];

interface Section {
  title: string;
  questions: BankQuestion[];
}

/** The practice sections of a book: the lesson's own exercises first, then (reviews) the units it reviews. */
function sections(request: BookRequest): Section[] {
  const graded = (kind: BankQuestionKind, leccion: number, variante: number) =>
    evaluationQuestions({ curso: request.curso, nivel: request.nivel, leccion, kind, variante }).filter((q) => q.tipo === 2);
  if (request.certification) {
    return [1, 2, 3].map((variante) => ({ title: `Práctica ${variante}`, questions: graded('certification', request.leccion, variante) }));
  }
  const own: Section[] = [1, 2, 3].map((variante) => ({ title: `Práctica ${variante}: ${LESSON_TOPICS[request.leccion - 1] ?? ''}`, questions: graded('exercise', request.leccion, variante) }));
  if (!REVIEW_LESSONS.has(request.leccion)) return own;
  const reviewed = Array.from({ length: 4 }, (_, i) => request.leccion - 4 + i);
  const review = reviewed.flatMap((leccion) =>
    [1, 2, 3, 4].map((variante) => ({ title: `Repaso, lección ${leccion}: ${LESSON_TOPICS[leccion - 1] ?? ''} (${variante})`, questions: graded('exercise', leccion, variante) })),
  );
  const exams = (['exam', 'recovery'] as const).map((kind, i) => ({ title: `Examen de práctica ${i + 1}`, questions: graded(kind, request.leccion, 1) }));
  return [...own, ...review, ...exams];
}

export function bookTitle(request: BookRequest): string {
  const topic = request.certification ? CERTIFICATION_TOPICS[request.leccion - 1] : LESSON_TOPICS[request.leccion - 1];
  return request.certification ? `Guía de certificación ${request.leccion}: ${topic ?? ''}` : `Lección ${request.leccion}: ${topic ?? ''}`;
}

/**
 * The PDF of a lesson book: a cover, the practice pages (six questions a page,
 * options a-d) and the answer key. Deterministic for a request.
 */
export function lessonBook(request: BookRequest): Promise<Buffer> {
  const parts = sections(request);
  const title = bookTitle(request);
  const level = `${request.curso} · Nivel ${request.nivel}`;
  return renderPdf({ size: 'LETTER', margin: 56, info: { Title: title, Author: 'Escuela de inglés', CreationDate: new Date(Date.UTC(2026, 0, 1)) } }, (doc) => {
    doc.rect(0, 0, doc.page.width, 220).fill(ACCENT);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(30).text(title, 56, 90, { width: doc.page.width - 112 });
    doc.font('Helvetica').fontSize(16).text(level, 56, 170);
    doc.fillColor(INK).fontSize(13).text('Libro de práctica. Contesta cada ejercicio y revisa tus respuestas al final del libro.', 56, 260, { width: doc.page.width - 112 });
    doc.moveDown().text('Contenido:', { underline: true });
    parts.forEach((part, i) => doc.text(`${i + 1}. ${part.title}`));

    const key: string[] = [];
    let number = 0;
    for (const part of parts) {
      for (let start = 0; start < part.questions.length; start += QUESTIONS_PER_PAGE) {
        doc.addPage();
        doc.rect(0, 0, doc.page.width, 44).fill(ACCENT);
        doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(13).text(part.title, 56, 16, { width: doc.page.width - 112, lineBreak: false, ellipsis: true });
        doc.fillColor(INK).font('Helvetica').fontSize(12).text('', 56, 70);
        for (const q of part.questions.slice(start, start + QUESTIONS_PER_PAGE)) {
          number += 1;
          doc.font('Helvetica-Bold').text(`${number}. ${q.pregunta}`, { width: doc.page.width - 112 });
          doc.font('Helvetica');
          q.opciones.forEach((option, i) => {
            if (option !== '-') doc.text(`   ${letters[i]}) ${option}`);
          });
          doc.moveDown(0.6);
          if (q.correcta !== null) key.push(`${number}: ${letters[q.correcta - 1]}`);
        }
      }
    }
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(18).fillColor(ACCENT).text('Respuestas');
    doc.font('Helvetica').fontSize(11).fillColor(INK).moveDown(0.5).text(key.join('    '), { width: doc.page.width - 112 });
  });
}

// Both schools' catalogues hold the same levels: each book is drawn once per process.
const made = new Map<string, Promise<Buffer>>();

export function cachedLessonBook(request: BookRequest): Promise<Buffer> {
  const key = `${request.curso}|${request.nivel}|${request.leccion}|${request.certification ? 1 : 0}`;
  let book = made.get(key);
  if (!book) {
    book = lessonBook(request);
    made.set(key, book);
  }
  return book;
}
