export * from './roles.js';
export * from './encoded-id.js';
export * from './messages.js';
export * from './study-messages.js';
export * from './support-messages.js';
export * from './teacher-messages.js';
export * from './offline-messages.js';
export * from './grades.js';
export * from './call.js';
export * from './common-schemas.js';
export * from './routes.js';
export * from './lists.js';
export * from './statuses.js';
export * from './status-history.js';
export * from './access/schemas.js';
export * from './access/calls.js';
export * from './account/calls.js';
export * from './account/registration.js';
export * from './account/estados.js';
export * from './notifications/push.js';
export * from './notifications/calls.js';
export * from './profile/schemas.js';
export * from './profile/avatar-options.js';
export * from './profile/forms.js';
export * from './profile/calls.js';
export * from './fiscal/catalogs.js';
export * from './fiscal/rfc.js';
export * from './fiscal/constancia-qr.js';
export * from './fiscal/matcher.js';
export * from './fiscal/schemas.js';
export * from './fiscal/calls.js';
export * from './rules/calls.js';
export * from './certificates/calls.js';
export * from './groups/schemas.js';
export * from './groups/calls.js';
export * from './groups/eligibility.js';
export * from './groups/superseded.js';
export * from './groups/statuses.js';
export * from './groups/schedule.js';
export * from './groups/course-kind.js';
export * from './groups/next-step-messages.js';
export * from './lessons/schemas.js';
export * from './lessons/calls.js';
export * from './lessons/lesson-rows.js';
export * from './grades/schemas.js';
export * from './grades/calls.js';
export * from './grades/grade-report.js';
export * from './grades/grade-explanation.js';
export * from './grades/at-risk.js';
export * from './exercises/schemas.js';
export * from './exercises/calls.js';
export * from './exercises/grading.js';
export * from './incidents/schemas.js';
export * from './incidents/calls.js';
export * from './incidents/transitions.js';
export * from './attendance/rules.js';
export * from './attendance/day-notice.js';
export * from './attendance/schemas.js';
export * from './attendance/calls.js';
export * from './audit/calls.js';
export * from './comments/schemas.js';
export * from './comments/calls.js';
export * from './comments/canned.js';
export * from './comments/cycles.js';
export * from './comments/failing.js';
export * from './recordings/calls.js';

import { accessCalls } from './access/calls.js';
import { accountCalls } from './account/calls.js';
import { attendanceCalls } from './attendance/calls.js';
import { auditCalls } from './audit/calls.js';
import { commentsCalls } from './comments/calls.js';
import { notificationsCalls } from './notifications/calls.js';
import { groupsCalls } from './groups/calls.js';
import { lessonsCalls } from './lessons/calls.js';
import { gradesCalls } from './grades/calls.js';
import { exercisesCalls } from './exercises/calls.js';
import { incidentsCalls } from './incidents/calls.js';
import { profileCalls } from './profile/calls.js';
import { recordingsCalls } from './recordings/calls.js';
import { fiscalCalls } from './fiscal/calls.js';
import { rulesCalls } from './rules/calls.js';
import { examResultCalls, studyCertificateCalls } from './certificates/calls.js';
import type { CallDefinition } from './call.js';

/**
 * The calls of each area, by the area's name: the same name as its folder here,
 * in the API's routes/ and db/schema/, and in the web app's features/ (a test
 * in apps/api/src/routes/areas.test.ts holds the layers to it).
 */
export const CALL_AREAS = {
  access: accessCalls,
  account: accountCalls,
  attendance: attendanceCalls,
  audit: auditCalls,
  certificates: [...examResultCalls, ...studyCertificateCalls],
  comments: commentsCalls,
  exercises: exercisesCalls,
  fiscal: fiscalCalls,
  grades: gradesCalls,
  groups: groupsCalls,
  incidents: incidentsCalls,
  lessons: lessonsCalls,
  notifications: notificationsCalls,
  profile: profileCalls,
  recordings: recordingsCalls,
  rules: rulesCalls,
} as const satisfies Record<string, readonly CallDefinition[]>;
export type CallArea = keyof typeof CALL_AREAS;

/** Every call of the API, in one list: the API registers exactly these. */
export const ALL_CALLS: readonly CallDefinition[] = Object.values(CALL_AREAS).flat();
