// The fiscal area's front door (decision 036): the SAT catalogues demo data loads.
export { loadReferenceData } from './reference-data.js';
