import { describe, expect, it } from 'vitest';
import { nextSort, readListView, writeListView } from './list-state';

const keys = ['fecha_alta', 'ciclo'] as const;
const read = (search: string) => readListView(new URLSearchParams(search), keys, '-fecha_alta');

describe('a list view in the address', () => {
  it('reads the page, the search and the order', () => {
    expect(read('pagina=3&buscar=ana&orden=ciclo')).toEqual({ page: 3, search: 'ana', sort: 'ciclo' });
  });

  it('falls back to page 1 and the default order for anything a user could type', () => {
    for (const bad of ['pagina=0', 'pagina=-2', 'pagina=1.5', 'pagina=abc', 'pagina=99999999']) expect(read(bad).page, bad).toBe(1);
    expect(read('orden=password').sort).toBe('-fecha_alta');
    expect(read('orden=--ciclo').sort).toBe('-fecha_alta');
    expect(read(`buscar=${'x'.repeat(300)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the default and keeps the other parameters', () => {
    const written = writeListView(new URLSearchParams('id=7&pagina=4'), { page: 1, search: ' ', sort: '-fecha_alta' }, '-fecha_alta');
    expect(written.toString()).toBe('id=7');
    expect(writeListView(new URLSearchParams(), { page: 2, search: 'José', sort: 'ciclo' }, '-fecha_alta').toString()).toBe('pagina=2&buscar=Jos%C3%A9&orden=ciclo');
  });

  it('orders a tapped column ascending, then descending', () => {
    expect(nextSort<'ciclo' | 'fecha_alta'>('-fecha_alta', 'ciclo')).toBe('ciclo');
    expect(nextSort<'ciclo' | 'fecha_alta'>('ciclo', 'ciclo')).toBe('-ciclo');
    expect(nextSort<'ciclo' | 'fecha_alta'>('-ciclo', 'ciclo')).toBe('ciclo');
  });
});
