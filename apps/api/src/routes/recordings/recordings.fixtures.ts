import { encodeId } from '@lms/contract';
import { demoUserId } from '../../seed/index.js';
import { tinyIsoVideo } from '../../test/multipart.js';
import { other, type AreaFixtures } from '../../test/harness/world.js';

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'grabar.video.teachers': {
    own: (me) => ({ params: { id: encodeId(me.id) } }),
    foreign: () => [{ params: { id: encodeId(demoUserId(1, 'teacher2')) } }],
  },
  // demo.teacher has not sent this cycle's video in the demo data: the walk sends it once.
  'subir.video': {
    own: (me) => ({ params: { id_usuario: encodeId(me.id), id_grupo: encodeId(other.ownGroup) }, file: tinyIsoVideo() }),
    foreign: (me) => [
      { params: { id_usuario: encodeId(demoUserId(1, 'teacher2')), id_grupo: encodeId(other.ownGroup) }, file: tinyIsoVideo() },
      { params: { id_usuario: encodeId(me.id), id_grupo: encodeId(other.teacher2OnlyGroup) }, file: tinyIsoVideo() },
      { params: { id_usuario: encodeId(me.id), id_grupo: encodeId(other.otherSchoolGroup) }, file: tinyIsoVideo() },
    ],
  },
};
