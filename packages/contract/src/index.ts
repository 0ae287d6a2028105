// What every area shares; each area's own exports come from its folder
// (areas.generated.ts, written from the folders by scripts/areas.mjs).
export * from './roles.js';
export * from './encoded-id.js';
export * from './messages.js';
export * from './support-messages.js';
export * from './offline-messages.js';
export * from './grades.js';
export * from './call.js';
export * from './area.js';
export * from './common-schemas.js';
export * from './routes.js';
export * from './lists.js';
export * from './statuses.js';
export * from './status-history.js';
export * from './areas.generated.js';
export * from './areas.js';
