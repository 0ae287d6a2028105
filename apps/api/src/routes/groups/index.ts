import { activeLevelsCall, groupInformationCall, MSG, studentGroupsCall } from '@lms/contract';
import { notFound } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { defineArea, type AreaDeps } from '../types.js';
import { assertCanSeeGroup, studentGroups } from '../../lib/group-access.js';
import { activeLevels, groupInformation } from './groups.repository.js';

function registerGroupsRoutes({ calls, db, escuela }: AreaDeps) {
  calls.register(studentGroupsCall, async ({ params, session }) => {
    assertSelf(session, params.userId);
    return studentGroups(db, params.userId);
  });

  calls.register(groupInformationCall, async ({ params, session }) => {
    await assertCanSeeGroup(db, session, params.id);
    const info = await groupInformation(db, params.id);
    if (!info) throw notFound(MSG.groupNotFound);
    return info;
  });

  calls.register(activeLevelsCall, async () => activeLevels(db, escuela));
}

export const area = defineArea({ name: 'groups', register: registerGroupsRoutes });
