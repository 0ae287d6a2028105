import type { AreaFixtures } from '../../test/harness/world.js';

/** The harness's requests for every call of the area (docs/harness.md): the export names no one's ids. */
export const fixtures: AreaFixtures = {
  'auditoria.exportar': { own: () => ({}), foreign: () => [] },
};
