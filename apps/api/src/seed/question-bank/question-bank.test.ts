import { describe, expect, it } from 'vitest';
import { evaluationQuestions, LESSON_TOPICS, type BankQuestion, type BankRequest } from './index.js';

const COURSES = ['ADULTOS', 'TEENS', 'KIDS'];
const LEVELS = Array.from({ length: 16 }, (_, i) => i + 1);

/** Every evaluation the demo can ask the bank for. */
function demoRequests(): BankRequest[] {
  const requests: BankRequest[] = [];
  for (const curso of COURSES) {
    for (const nivel of LEVELS) {
      for (let leccion = 1; leccion <= 10; leccion++) {
        for (const variante of [1, 2]) requests.push({ curso, nivel, leccion, kind: 'exercise', variante });
      }
      for (const leccion of [5, 10]) for (const kind of ['exam', 'recovery'] as const) requests.push({ curso, nivel, leccion, kind, variante: 1 });
      for (let leccion = 1; leccion <= 5; leccion++) for (const variante of [1, 2]) requests.push({ curso, nivel, leccion, kind: 'certification', variante });
      requests.push({ curso, nivel, leccion: 3, kind: 'quality', variante: 1 });
    }
  }
  return requests;
}

const REQUESTS = demoRequests();
const BANK = new Map(REQUESTS.map((r) => [JSON.stringify(r), evaluationQuestions(r)]));
const questionsOf = (r: BankRequest) => BANK.get(JSON.stringify(r))!;
const label = (r: BankRequest) => `${r.curso} ${r.nivel} lesson ${r.leccion} ${r.kind} ${r.variante}`;
const graded = (qs: BankQuestion[]) => qs.filter((q) => q.tipo === 2);

/** Graded questions an evaluation holds: exercises 8-12, exams 12-15, certification lessons between the two. */
function gradedRange(r: BankRequest): [number, number] {
  if (r.kind === 'exercise') return [8, 12];
  if (r.kind === 'certification') return [8, 15];
  return [12, 15];
}

describe('demo question bank', () => {
  it('names the ten ordinary lessons', () => {
    expect(LESSON_TOPICS).toHaveLength(10);
    expect(LESSON_TOPICS[4]).toBe('Review: units 1-4');
    expect(LESSON_TOPICS[9]).toBe('Review: units 6-9');
  });

  it('gives every demo evaluation the right number of graded questions and at most two instructions', () => {
    for (const r of REQUESTS) {
      const qs = questionsOf(r);
      const [min, max] = gradedRange(r);
      expect(graded(qs).length, label(r)).toBeGreaterThanOrEqual(min);
      expect(graded(qs).length, label(r)).toBeLessThanOrEqual(max);
      expect(qs.filter((q) => q.tipo === 6).length, label(r)).toBeLessThanOrEqual(2);
      // An instruction introduces questions: it is never the last item.
      expect(qs.at(-1)!.tipo, label(r)).toBe(2);
    }
  });

  it('keeps tipo, options and the right answer consistent', () => {
    // Problems are collected, not asserted one by one: the demo holds some 20,000 questions.
    const problems: string[] = [];
    const check = (ok: boolean, what: string, r: BankRequest, q: BankQuestion) => {
      if (!ok) problems.push(`${label(r)}: ${what}: ${q.pregunta}`);
    };
    for (const r of REQUESTS) {
      for (const q of questionsOf(r)) {
        check(q.pregunta.trim().length > 0, 'empty text', r, q);
        if (q.tipo === 6) {
          check(q.opciones.length === 0 && q.correcta === null && q.imagen === undefined, 'instruction with options', r, q);
          check(q.pregunta.length <= 700, 'instruction too long', r, q);
          continue;
        }
        check(q.tipo === 2 && q.opciones.length === 4, 'not four options', r, q);
        check(q.correcta !== null && [1, 2, 3, 4].includes(q.correcta), 'no right answer', r, q);
        check(q.opciones[(q.correcta ?? 1) - 1] !== '-', "right answer is '-'", r, q);
        const real = q.opciones.filter((o) => o !== '-');
        // A missing option only ever comes last.
        check(real.length === 4 || (real.length === 3 && q.opciones[3] === '-'), "misplaced '-'", r, q);
        check(new Set(real).size === real.length, 'repeated option', r, q);
        check(real.every((o) => o.length > 0 && o.length <= 60 && o.trim() === o), 'option empty, untrimmed or too long', r, q);
        check(q.pregunta.length <= 200, 'question too long', r, q);
      }
    }
    expect(problems).toEqual([]);
  });

  it('never repeats a question text within one evaluation', () => {
    for (const r of REQUESTS) {
      const texts = questionsOf(r).map((q) => q.pregunta);
      expect(new Set(texts).size, label(r)).toBe(texts.length);
    }
  });

  it('gives the two exercises of a lesson, and an exam and its recovery exam, different questions', () => {
    for (const r of REQUESTS) {
      const texts = (x: BankRequest) => new Set(graded(questionsOf(x)).map((q) => q.pregunta));
      if (r.variante === 2) {
        const first = { ...r, variante: 1 };
        expect(questionsOf(r), label(r)).not.toEqual(questionsOf(first));
        // Ordinary exercises share no question at all.
        if (r.kind === 'exercise') expect([...texts(r)].filter((t) => texts(first).has(t)), label(r)).toEqual([]);
      }
      if (r.kind === 'recovery') {
        const exam = { ...r, kind: 'exam' as const };
        expect([...texts(r)].filter((t) => texts(exam).has(t)), label(r)).toEqual([]);
      }
    }
  });

  it('is deterministic', () => {
    for (const r of REQUESTS.filter((_, i) => i % 7 === 0)) expect(evaluationQuestions(r), label(r)).toEqual(questionsOf(r));
  });

  it('draws standalone SVG pictures, one file name per distinct picture', () => {
    const byName = new Map<string, string>();
    const bySvg = new Map<string, string>();
    let pictures = 0;
    let total = 0;
    for (const r of REQUESTS) {
      for (const q of graded(questionsOf(r))) {
        total++;
        if (!q.imagen) continue;
        pictures++;
        const { nombre, svg } = q.imagen;
        expect(nombre, label(r)).toMatch(/^[a-z0-9-]+\.svg$/);
        expect(svg.startsWith('<svg'), nombre).toBe(true);
        expect(svg.endsWith('</svg>'), nombre).toBe(true);
        expect(svg, nombre).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(svg, nombre).toContain('viewBox="0 0 320 200"');
        expect(svg, nombre).toContain('width="320" height="200"');
        expect(svg.toLowerCase(), nombre).not.toContain('script');
        expect(svg.toLowerCase(), nombre).not.toContain('href');
        expect(svg.length, nombre).toBeLessThan(3000);
        // Text only in sans-serif: no other font family anywhere.
        expect(svg.match(/font-family="[^"]*"/g), nombre).toEqual(['font-family="sans-serif"']);
        // Tags balance (every element is closed) and text content is escaped.
        const opened = (svg.match(/<[a-z][^>]*>/g) ?? []).filter((tag) => !tag.endsWith('/>')).length;
        const closed = (svg.match(/<\/[a-z]+>/g) ?? []).length;
        expect(closed, nombre).toBe(opened);
        expect(svg.replace(/&(amp|lt|gt|quot|#39);/g, ''), nombre).not.toMatch(/&/);
        expect(byName.get(nombre) ?? svg, nombre).toBe(svg);
        expect(bySvg.get(svg) ?? nombre, nombre).toBe(nombre);
        byName.set(nombre, svg);
        bySvg.set(svg, nombre);
      }
    }
    // About one question in six has a picture.
    expect(pictures / total).toBeGreaterThan(0.1);
    expect(pictures / total).toBeLessThan(0.25);
  });

  it('varies the right answer and offers three options in about one question in six', () => {
    const all = REQUESTS.flatMap((r) => graded(questionsOf(r)));
    const at = [1, 2, 3, 4].map((k) => all.filter((q) => q.correcta === k).length / all.length);
    for (const share of at) expect(share).toBeGreaterThan(0.15);
    const three = all.filter((q) => q.opciones[3] === '-').length / all.length;
    expect(three).toBeGreaterThan(0.1);
    expect(three).toBeLessThan(0.25);
  });

  it('reads differently at level 1 and level 12 of the same lesson', () => {
    for (const curso of COURSES) {
      for (let leccion = 1; leccion <= 10; leccion++) {
        const texts = (nivel: number) => new Set(graded(evaluationQuestions({ curso, nivel, leccion, kind: 'exercise', variante: 1 })).map((q) => q.pregunta));
        const low = texts(1);
        expect([...texts(12)].filter((t) => low.has(t)), `${curso} lesson ${leccion}`).toEqual([]);
      }
    }
  });

  it('shows a reading text before the questions of a reading lesson, and gives beginners instructions in Spanish', () => {
    const reading = questionsOf({ curso: 'ADULTOS', nivel: 10, leccion: 1, kind: 'certification', variante: 1 });
    expect(reading[0]!.tipo).toBe(6);
    expect(reading[0]!.pregunta.length).toBeGreaterThan(200);
    const beginners = REQUESTS.filter((r) => r.curso === 'KIDS' && r.nivel <= 4 && r.kind !== 'certification');
    const instructions = beginners.flatMap((r) => questionsOf(r).filter((q) => q.tipo === 6));
    expect(instructions.length).toBeGreaterThan(beginners.length / 2);
    for (const q of instructions) expect(q.pregunta).toMatch(/elige/i);
  });

  it('treats an unknown course as ADULTOS and tolerates numbers out of range', () => {
    expect(evaluationQuestions({ curso: 'EJECUTIVOS', nivel: 3, leccion: 2, kind: 'exercise', variante: 1 })).toEqual(
      evaluationQuestions({ curso: 'ADULTOS', nivel: 3, leccion: 2, kind: 'exercise', variante: 1 }),
    );
    expect(graded(evaluationQuestions({ curso: 'KIDS', nivel: 40, leccion: 0, kind: 'exam', variante: 0 })).length).toBeGreaterThanOrEqual(12);
  });
});
