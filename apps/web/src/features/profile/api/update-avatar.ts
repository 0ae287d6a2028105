import { useMutation } from '@tanstack/react-query';
import { updateAvatarCall, type CallBody, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { showSuccess } from '../../../lib/errors/feedback-store';
import { updateAvatar as storeAvatar } from '../../../lib/session/session-store';

export type AvatarBody = CallBody<typeof updateAvatarCall>;

/** usuario.update.avatar (PUT): every part plus the user's own id. */
export function updateAvatar(school: SchoolId, body: AvatarBody) {
  return apiRequest(updateAvatarCall, { school, body });
}

/** Saves, keeps the avatar in the stored login and shows the server's message. */
export function useUpdateAvatar(school: SchoolId) {
  return useMutation({
    mutationFn: (body: AvatarBody) => updateAvatar(school, body),
    onSuccess: ({ avatar, message }) => {
      storeAvatar(avatar);
      showSuccess(message);
    },
  });
}
