import { updateAvatarCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';
import { showSuccess } from '../../../lib/errors/feedback-store';
import { updateAvatar as storeAvatar } from '../../../lib/session/session-store';

/** usuario.update.avatar (PUT): every part plus the user's own id; keeps the avatar in the stored login. */
export function useUpdateAvatar(school: SchoolId) {
  return useCallMutation(updateAvatarCall, school, {
    onSuccess: ({ avatar, message }) => {
      storeAvatar(avatar);
      showSuccess(message);
    },
  });
}
