import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { TeacherResource } from '@lms/contract';
import { PASSWORD, test } from './fixtures';

/**
 * The right options of every evaluation of a group, by evaluation and
 * question, as its teacher reads them (grupos.recursos, demo.teacher, through
 * the test's own request context): a student's review no longer hands them
 * out while the result can change (decision 031).
 */
export async function answerKey(request: APIRequestContext, groupId: number): Promise<Map<number, Map<number, number>>> {
  const api = new URL('/api/1/', test.info().project.use.baseURL);
  const password = createHash('sha256').update(PASSWORD).digest('hex');
  expect((await request.post(new URL('usuario.validar.acceso', api).href, { data: { usuario: 'demo.teacher', password } })).status()).toBe(200);
  const resources = (await (await request.get(new URL(`grupos.recursos/${groupId}`, api).href)).json()) as TeacherResource[];
  return new Map(
    resources.map((r) => [r.id_evaluacion, new Map(r.preguntas.flatMap((q) => (q.opcion_correcta === null ? [] : [[q.num_pregunta, q.opcion_correcta] as [number, number]])))]),
  );
}
