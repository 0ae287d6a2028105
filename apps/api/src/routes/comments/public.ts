// The comments area's front door (decision 036).

// Still joined inside one statement by grades' group grades (an approving comment): the list to shrink.
export { studentComments } from './comments.schema.js';
export { coordinatedBranches } from './coordinators.js';
