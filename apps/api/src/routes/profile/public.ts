export { avatarOf, avatarParts, personalDataOf, setPasswordHash, studentsOfGroup } from './people.js';
export { avatars, personalData } from './profile.schema.js';
