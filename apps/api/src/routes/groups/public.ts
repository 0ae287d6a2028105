export { assertCanSeeGroup, cycleOver, findGroup, hasFailedLevel, studentGroups } from './group-access.js';
export type { GroupAccessRow } from './group-access.js';
export { branches, courses, cycles, enrolments, groups, levels } from './groups.schema.js';
