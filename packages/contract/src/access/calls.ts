import { z } from 'zod';
import { defineCall, messageBody } from '../call.js';
import { idParam } from '../common-schemas.js';
import {
  accessCheckResponse,
  deviceRequest,
  loginRequest,
  loginResponse,
  schoolInfo,
} from './schemas.js';

const area = 'access';

export const schoolInformationCall = defineCall({
  name: 'escuela.informacion',
  method: 'GET',
  access: 'public',
  area,
  summary: 'Marca de la escuela (nombre, color, logo, contacto del aviso de privacidad).',
  response: schoolInfo,
});

export const loginCall = defineCall({
  name: 'usuario.validar.acceso',
  method: 'POST',
  access: 'public',
  area,
  summary: 'Inicia sesión con usuario (matrícula) y SHA-256 de la contraseña.',
  body: loginRequest,
  response: loginResponse,
});

export const logoutCall = defineCall({
  name: 'usuario.cerrar.sesion',
  method: 'POST',
  access: 'signedIn',
  restrictedEditor: true,
  area,
  summary: 'Cierra (revoca) la sesión actual.',
  response: messageBody,
});

export const accessCheckCall = defineCall({
  name: 'usuario.acceso',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'Comprueba si el alumno puede seguir usando el área académica.',
  params: z.strictObject({ userId: idParam }),
  response: accessCheckResponse,
});

export const deviceTypeCall = defineCall({
  name: 'usuario.tipodispositivo',
  method: 'POST',
  access: 'signedIn',
  restrictedEditor: true,
  area,
  summary: 'Registra el tipo de dispositivo del usuario.',
  body: deviceRequest,
  response: messageBody,
});

export const accessCalls = [
  schoolInformationCall,
  loginCall,
  logoutCall,
  accessCheckCall,
  deviceTypeCall,
] as const;
