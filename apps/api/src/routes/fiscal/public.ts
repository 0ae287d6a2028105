export { loadReferenceData } from './reference-data.js';
