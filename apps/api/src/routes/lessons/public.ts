export { demoMediaFile, demoMediaIndex, LESSON_MEDIA_DIR, readLessonFile, storeLessonFiles } from './lesson-files.js';
export type { LessonFile, ListeningClip } from './lesson-files.js';
export { evaluations, lessons, resources } from './lessons.schema.js';
export { levelResources, sessionsOf, studentAttendance, studentLessonRecords, studentResults } from './study-records.js';
export type { StudentLessonRecords } from './study-records.js';
