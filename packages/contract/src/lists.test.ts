import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryString } from './call.js';
import { LIST_PAGE_SIZE, listAnswer, listQuery, pageCount, parseSort } from './lists.js';
import { MSG } from './messages.js';
import { defineStatuses } from './statuses.js';
import { statusHistoryEntry } from './status-history.js';

const query = listQuery({ sort: ['fecha_alta', 'ciclo'], defaultSort: '-fecha_alta', filters: { estatus: z.enum(['1', '2']).optional() } });
const messageOf = (input: unknown) => {
  const result = query.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('listQuery', () => {
  it('gives the spec page size, the first page and the default order when the caller names none', () => {
    expect(query.parse({})).toEqual({ page: 1, size: LIST_PAGE_SIZE, sort: '-fecha_alta' });
  });

  it('reads numbers sent as query text, trims the search and drops an empty one', () => {
    expect(query.parse({ page: '3', size: '25', search: '  ana  ', sort: 'ciclo', estatus: '2' })).toEqual({ page: 3, size: 25, search: 'ana', sort: 'ciclo', estatus: '2' });
    expect(query.parse({ search: '   ' }).search).toBeUndefined();
  });

  it.each([
    [{ page: '0' }, MSG.listPageInvalid],
    [{ page: '-1' }, MSG.listPageInvalid],
    [{ page: '1.5' }, MSG.listPageInvalid],
    [{ page: 'abc' }, MSG.listPageInvalid],
    [{ page: ['1', '2'] }, MSG.listPageInvalid],
    [{ size: '101' }, 'El tamaño de página debe ser un número entero entre 1 y 100.'],
    [{ size: '0' }, 'El tamaño de página debe ser un número entero entre 1 y 100.'],
    [{ search: 'x'.repeat(101) }, 'La búsqueda admite hasta 100 caracteres.'],
    [{ sort: 'password' }, MSG.listSortInvalid],
    [{ sort: '--ciclo' }, MSG.listSortInvalid],
  ])('refuses %j with its Spanish message', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('refuses keys the list does not declare, and filter values outside the filter', () => {
    expect(query.safeParse({ roll: 'ADMINISTRADOR' }).success).toBe(false);
    expect(query.safeParse({ estatus: '9' }).success).toBe(false);
  });
});

describe('list helpers', () => {
  it('reads the direction of a sort key', () => {
    expect(parseSort('-fecha_alta')).toEqual({ key: 'fecha_alta', descending: true });
    expect(parseSort('ciclo')).toEqual({ key: 'ciclo', descending: false });
  });

  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [95, 10, 10],
  ])('%i rows at %i a page make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('checks an answer of one page and its total', () => {
    const answer = listAnswer(z.object({ ciclo: z.string() }));
    expect(answer.safeParse({ items: [{ ciclo: 'A' }], total: 12 }).success).toBe(true);
    expect(answer.safeParse({ items: [], total: -1 }).success).toBe(false);
  });

  it('writes a query string without the empty values', () => {
    expect(queryString({ page: 2, search: 'José Ñ', sort: undefined })).toBe('?page=2&search=Jos%C3%A9+%C3%91');
    expect(queryString({ search: '' })).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});

describe('status maps', () => {
  const incident = defineStatuses({
    0: { label: 'Pendiente', color: 'warning' },
    1: { label: 'Aceptado', color: 'success' },
    2: { label: 'Rechazado', color: 'error' },
  });

  it('keeps numeric codes as numbers and gives each its label and colour', () => {
    expect(incident.codes).toEqual([0, 1, 2]);
    expect(incident.info(2)).toEqual({ label: 'Rechazado', color: 'error' });
  });

  it('shows an unknown code as itself in grey instead of failing', () => {
    expect(incident.info(7)).toEqual({ label: '7', color: 'default' });
  });

  it('validates exactly the codes of the map', () => {
    expect(incident.schema.safeParse(1).success).toBe(true);
    expect(incident.schema.safeParse(3).success).toBe(false);
    expect(incident.schema.safeParse('1').success).toBe(false);
  });

  it('takes text codes too', () => {
    const group = defineStatuses({ abierto: { label: 'Abierto', color: 'info' } });
    expect(group.schema.safeParse('abierto').success).toBe(true);
    expect(group.info('abierto').label).toBe('Abierto');
  });

  it('gives one history line shape, with no previous status on the first line', () => {
    const line = statusHistoryEntry(incident.schema);
    expect(line.safeParse({ id: 1, fecha: '2026-11-25T10:00:00.000Z', quien: 'Ana', de: null, a: 0, nota: null }).success).toBe(true);
    expect(line.safeParse({ id: 1, fecha: '2026-11-25T10:00:00.000Z', quien: 'Ana', de: 0, a: 5, nota: null }).success).toBe(false);
  });
});
