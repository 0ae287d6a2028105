import { describe, expect, it } from 'vitest';
import type { SchoolInfo } from '@lms/contract';
import { supportContact } from './support-contact';

const school = { nombre: 'English Academy Monterrey', contacto: { telefono: '81 1234 5678', correo: 'contacto@escuela.example.mx', direccion: '', responsable: '' } } as SchoolInfo;
const g = (id: number, plantel: string, telefono_plantel: string | null, anterior = false) => ({ id, plantel, telefono_plantel, anterior });

describe('whom a warning or an error sends the student to (decision 033)', () => {
  it("the branch of the group the message is about, by its phone", () => {
    const groups = [g(1, 'Anáhuac', '81 8100 1011'), g(2, 'Miguel Alemán', '81 8100 1022')];
    expect(supportContact(groups, school, 1)).toEqual({ nombre: 'Tu sucursal Anáhuac', telefono: '81 8100 1011', correo: null });
  });

  it("without a group named, the newest group's branch; an older group of a level taken again does not count", () => {
    const groups = [g(1, 'Anáhuac', '81 8100 1011'), g(3, 'Fresnos', '81 8100 1066', true), g(2, 'Miguel Alemán', '81 8100 1022')];
    expect(supportContact(groups, school)?.nombre).toBe('Tu sucursal Miguel Alemán');
    expect(supportContact([g(1, 'Anáhuac', '81 8100 1011'), g(2, 'Online', null)], school)?.telefono).toBe('81 8100 1011');
  });

  it("the school's phone and mail when no branch has a phone on file, or before sign-in", () => {
    const expected = { nombre: 'English Academy Monterrey', telefono: '81 1234 5678', correo: 'contacto@escuela.example.mx' };
    expect(supportContact([g(1, 'García', null)], school, 1)).toEqual(expected);
    expect(supportContact([], school)).toEqual(expected);
    expect(supportContact([], undefined)).toBeNull();
  });
});
