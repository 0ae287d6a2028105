import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { cachedAvatarDataUri, type AvatarLook } from '../../lib/avatar/avataaars-dicebear';
import { initialsOf } from './initials';

interface PersonAvatarProps {
  name: string | null;
  avatar: AvatarLook | null;
  size?: number;
  /** Text for the picture; empty (decorative) when the name is shown beside it. */
  alt?: string;
}

/** The avatar picture alone: DiceBear's avataaars style drawn as an SVG data URI. */
export function AvatarPicture({ avatar, size, alt = '' }: { avatar: AvatarLook; size: number; alt?: string }) {
  return (
    <Box
      component="img"
      src={cachedAvatarDataUri(avatar)}
      alt={alt}
      width={size}
      height={size}
      sx={{ display: 'block', width: size, height: size, flexShrink: 0 }}
    />
  );
}

/**
 * A person's avatar everywhere in the app (profile header, teachers of a
 * group): the avataaars picture, or the initials when there is no avatar.
 */
export function PersonAvatar({ name, avatar, size = 56, alt = '' }: PersonAvatarProps) {
  if (!avatar) {
    return (
      <Avatar
        aria-hidden={alt === '' ? true : undefined}
        aria-label={alt === '' ? undefined : alt}
        role={alt === '' ? undefined : 'img'}
        sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: size * 0.4 }}
      >
        {initialsOf(name)}
      </Avatar>
    );
  }
  return <AvatarPicture avatar={avatar} size={size} alt={alt} />;
}
