import Avatar from '@mui/material/Avatar';
import type { Avatar as AvatarParts } from '@lms/contract';
import { initialsOf } from './initials';
import { AVATAR_BACKGROUND, CLOTHE_COLORS, HAIR_COLORS, SKIN_COLORS } from './avatar-colors';

type AvatarLook = Pick<AvatarParts, 'skinColor' | 'hairColor' | 'clotheColor' | 'topType'>;

interface PersonAvatarProps {
  name: string | null;
  avatar: AvatarLook | null;
  size?: number;
}

/**
 * A person's avatar: initials when there is no avatar, otherwise a simple
 * figure in the avatar's skin, hair and clothes colours (the full avataaars
 * renderer does not support React 19; it comes with the avatar editor).
 */
export function PersonAvatar({ name, avatar, size = 56 }: PersonAvatarProps) {
  if (!avatar) {
    return (
      <Avatar
        aria-hidden
        sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: size * 0.4 }}
      >
        {initialsOf(name)}
      </Avatar>
    );
  }
  const skin = SKIN_COLORS[avatar.skinColor] ?? SKIN_COLORS.Light;
  const hair = HAIR_COLORS[avatar.hairColor] ?? HAIR_COLORS.BrownDark;
  const clothes = CLOTHE_COLORS[avatar.clotheColor] ?? CLOTHE_COLORS.Gray01;
  const bald = avatar.topType === 'NoHair';
  const longHair = avatar.topType.startsWith('LongHair');
  return (
    <Avatar aria-hidden sx={{ width: size, height: size, bgcolor: AVATAR_BACKGROUND }}>
      <svg viewBox="0 0 100 100" width={size} height={size} role="presentation">
        {longHair && <rect x="26" y="28" width="48" height="46" rx="18" fill={hair} />}
        <path d="M14 100 C14 74 30 66 50 66 C70 66 86 74 86 100 Z" fill={clothes} />
        <rect x="43" y="56" width="14" height="14" fill={skin} />
        <circle cx="50" cy="42" r="20" fill={skin} />
        {!bald && <path d="M29 40 C29 22 40 17 50 17 C60 17 71 22 71 40 C64 31 58 29 50 29 C42 29 36 31 29 40 Z" fill={hair} />}
        <circle cx="43" cy="43" r="2.4" fill="#2b2b2b" />
        <circle cx="57" cy="43" r="2.4" fill="#2b2b2b" />
        <path d="M43 51 Q50 57 57 51" stroke="#2b2b2b" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      </svg>
    </Avatar>
  );
}
