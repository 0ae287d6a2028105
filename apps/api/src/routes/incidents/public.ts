export { incidents } from './incidents.schema.js';
