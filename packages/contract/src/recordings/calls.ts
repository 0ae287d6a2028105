import { z } from 'zod';
import { defineCall, messageBody } from '../call.js';
import { encodedIdParam } from '../common-schemas.js';

const area = 'recordings';

/**
 * About 60 s of phone video (spec 3 §5): a phone records 1080p at roughly
 * 60-130 MB a minute, so 150 MB takes a minute from any phone without taking
 * a whole class (docs/decisions/029).
 */
export const VIDEO_MAX_BYTES = 150 * 1024 * 1024;

/** The group a video is asked for, or none (the card hides). */
export const videoRequest = z.object({
  id_grupo: z.number().int().nullable(),
  /** The group's short name for the card (not in the spec). */
  grupo_corto: z.string().nullable(),
});

export const teacherVideoRequestCall = defineCall({
  name: 'grabar.video.teachers',
  method: 'GET',
  access: ['TEACHER'],
  area,
  summary:
    'El grupo para el que se pide al teacher su video del ciclo en curso (id_grupo), o null cuando ya lo envió o no tiene grupos en curso; el id va codificado y es el de la sesión.',
  params: z.strictObject({ id: encodedIdParam }),
  response: videoRequest,
});

export const uploadVideoCall = defineCall({
  name: 'subir.video',
  method: 'POST',
  access: ['TEACHER'],
  area,
  summary:
    'Sube el video del teacher (campo file: MP4, MOV o WebM) para un grupo suyo del ciclo en curso; uno por ciclo. Ids codificados; el usuario es el de la sesión.',
  params: z.strictObject({ id_usuario: encodedIdParam, id_grupo: encodedIdParam }),
  upload: { maxBytes: VIDEO_MAX_BYTES, kinds: ['mp4', 'mov', 'webm'] },
  response: messageBody,
});

export const recordingsCalls = [teacherVideoRequestCall, uploadVideoCall] as const;
