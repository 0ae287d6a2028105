import { NUEVO_LEON_MUNICIPALITIES } from '@lms/contract';

const monterrey = NUEVO_LEON_MUNICIPALITIES.find((m) => m.nombre === 'Monterrey')!.idmunicipios;

/** A fiscal form every rule accepts (persona física RFC, régimen 605, Monterrey), naming an uploaded constancia. */
export const validFiscalForm = (constancia: string) => ({
  rfc: 'GODE561231GR8',
  razon_social: 'Sofía Treviño Garza',
  regimen_fiscal: 605,
  direccion: 'Av. Universidad 120, Centro',
  idmunicipios: monterrey,
  cp: '64000',
  telefono: '8181234567',
  correo: 'sofia@correo.example.mx',
  constancia,
});
