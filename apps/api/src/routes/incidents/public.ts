// The incidents area's front door (decision 036).

// Still joined inside one statement by grades' group grades (open incidents): the list to shrink.
export { incidents } from './incidents.schema.js';
