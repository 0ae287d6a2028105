export * from './schools.js';
export * from './access.js';
export * from './profile.js';
export * from './groups.js';
