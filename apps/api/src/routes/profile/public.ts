// The profile area's front door (decision 036): a person's data and avatar.

export { avatarOf, avatarParts, avatarsOf, hasPersonalData, insertPersonalData, mailAndNameOf, personalDataOf, phonesOfPeople, setPasswordHash, studentsOfGroup } from './people.js';
export type { AvatarRow, PersonalDataInput } from './people.js';
// Still joined inside one statement by attendance's class list (avatars): the list to shrink.
export { avatars } from './profile.schema.js';
