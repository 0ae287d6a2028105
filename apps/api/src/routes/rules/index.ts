import {
  INCIDENTS_MSG,
  MSG,
  RULES_MSG,
  rulesCall,
  signatureStatusCall,
  signRulesCall,
  studentCourseTypeCall,
  updateRuleCall,
  uploadSignatureCall,
} from '@lms/contract';
import { ruleSignatures } from './rules.schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { ownsFile, saveUpload } from '../../lib/stored-files.js';
import type { ClaimedUploads } from '../../plugins/upload-cleanup.js';
import { defineArea, type AreaDeps } from '../types.js';
import { courseTypesOf, insertSignature, rulesOf, signatureOf, updateRuleText } from './rules.repository.js';

export const SIGNATURE_AREA = 'firma';

/** A signature image waits for add.firma; one never signed with (or uploaded twice) goes a day later. */
export const signatureUploads: ClaimedUploads = { area: SIGNATURE_AREA, claimedBy: ruleSignatures.firma_tutor };

function registerRulesRoutes({ calls, db, clock, files, escuela }: AreaDeps) {
  calls.register(rulesCall, async () => rulesOf(db, escuela));

  calls.register(studentCourseTypeCall, async ({ params, session }) => {
    assertSelf(session, params.id_alumno);
    if (session.iderp !== params.id) throw forbidden(MSG.forbidden);
    return courseTypesOf(db, params.id_alumno);
  });

  calls.register(signatureStatusCall, async ({ params, session }) => {
    assertSelf(session, params.id_alumno);
    const signature = await signatureOf(db, params.id_alumno);
    return signature
      ? { firmado: true, nombre_tutor: signature.nombre_tutor, fecha: signature.fecha.toISOString() }
      : { firmado: false, nombre_tutor: null, fecha: null };
  });

  calls.register(uploadSignatureCall, async ({ session, upload }) => {
    // Uploading is allowed only while the rules are unsigned (no orphan images after signing): decided before the image is read.
    if (await signatureOf(db, session.userId)) throw conflict(RULES_MSG.alreadySigned);
    return { nombre: await saveUpload(db, files, SIGNATURE_AREA, session.userId, await upload(), clock.now()) };
  });

  calls.register(signRulesCall, async ({ body, session }) => {
    assertSelf(session, body.idusuario);
    await db.transaction(async (tx) => {
      if (await signatureOf(tx, body.idusuario)) throw conflict(RULES_MSG.alreadySigned);
      if (!(await ownsFile(tx, SIGNATURE_AREA, body.firma_tutor, body.idusuario))) throw badRequest(RULES_MSG.signatureUnknown);
      await insertSignature(tx, { idusuario: body.idusuario, nombre_tutor: body.nombre_tutor, firma_tutor: body.firma_tutor, fecha: clock.now() });
    });
    return { message: RULES_MSG.signatureSaved };
  });

  // Administrators of the school edit a rule's text; teachers and students read rules (docs/decisions/027).
  calls.register(updateRuleCall, async ({ params, body }) => {
    const regla = await updateRuleText(db, escuela, params.idreglamento, body.regla);
    if (!regla) throw notFound(INCIDENTS_MSG.ruleNotFound);
    return { message: INCIDENTS_MSG.ruleUpdated, regla };
  });
}

export const area = defineArea({ name: 'rules', register: registerRulesRoutes, claimedUploads: [signatureUploads] });
