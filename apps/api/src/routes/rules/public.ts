export { rules } from './rules.schema.js';
