export { results } from './grades.schema.js';
