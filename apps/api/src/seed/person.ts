import { COLONIAS, MUNICIPIOS, STREETS } from './catalog.js';
import type { Random } from './random.js';

/** A demo person's personal data (personal_data row), drawn from the catalogue. */
export function person(userId: number, nombre: string, ap1: string, ap2: string, edad: number, sexo: 0 | 1, rnd: Random) {
  return {
    user_id: userId,
    nombre,
    apellido_paterno: ap1,
    apellido_materno: ap2,
    edad,
    sexo,
    telefono: `81${rnd.int(10_000_000, 99_999_999)}`,
    celular: `81${rnd.int(10_000_000, 99_999_999)}`,
    calle: `${rnd.pick(STREETS)} ${rnd.int(100, 3000)}`,
    cp: rnd.int(64000, 67999),
    colonia: rnd.pick(COLONIAS),
    municipio: rnd.pick(MUNICIPIOS),
    email: `${nombre}.${ap1}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase() + `${userId}@correo.example.mx`,
  };
}
