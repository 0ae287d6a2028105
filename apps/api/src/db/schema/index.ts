export * from './schools.js';
export * from './access.js';
export * from './profile.js';
export * from './groups.js';
export * from './fiscal.js';
export * from './files.js';
export * from './rules.js';
export * from './certificates.js';
