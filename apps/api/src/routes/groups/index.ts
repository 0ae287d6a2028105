import { activeLevelsCall, classListCall, groupInformationCall, GROUPS_MSG, MSG, studentGroupsCall, teacherGroupsCall } from '@lms/contract';
import { notFound } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { defineArea, type AreaDeps } from '../types.js';
import { assertCanSeeGroup, studentGroups } from './group-access.js';
import { activeLevels, groupInformation } from './groups.repository.js';
import { isTeacherOf, teacherGroups } from './teacher-groups.repository.js';
import { studentsOfGroup } from '../profile/public.js';
import { schoolToday } from '../../lib/school-date.js';

function registerGroupsRoutes({ calls, db, escuela, clock }: AreaDeps) {
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

  // A teacher asks for their own groups; an administrator may ask for any teacher's of the school.
  calls.register(teacherGroupsCall, async ({ params, session }) => {
    if (session.roll !== 'ADMINISTRADOR') assertSelf(session, params.id);
    else if (!(await isTeacherOf(db, escuela, params.id))) throw notFound(GROUPS_MSG.teacherNotFound);
    return teacherGroups(db, escuela, params.id, schoolToday(clock), session.userId);
  });

  calls.register(classListCall, async ({ params, session }) => {
    await assertCanSeeGroup(db, session, params.id);
    return studentsOfGroup(db, params.id);
  });
}

export const area = defineArea({ name: 'groups', register: registerGroupsRoutes });
