export { studentComments } from './comments.schema.js';
export { coordinatedBranches } from './coordinators.js';
