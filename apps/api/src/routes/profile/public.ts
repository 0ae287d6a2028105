export { avatarOf, avatarParts, avatarsOf, hasPersonalData, insertPersonalData, mailAndNameOf, personalDataOf, phonesOfPeople, setPasswordHash, studentsOfGroup } from './people.js';
export type { AvatarRow, PersonalDataInput } from './people.js';
export { avatars, personalData } from './profile.schema.js';
