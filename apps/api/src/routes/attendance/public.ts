export { attendance } from './attendance.schema.js';
