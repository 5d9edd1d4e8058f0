import type { Staff } from '@school/contracts';
import { Avatar } from 'primereact/avatar';
import { initials } from '@/shared/session/current-user';

type ProfileAvatarProps = {
  user: Pick<Staff, 'firstName' | 'lastName' | 'email' | 'avatar'>;
  size?: 'normal' | 'large' | 'xlarge';
};

/** The photo, or the initials on the accent colour when there is none. */
export function ProfileAvatar({ user, size = 'xlarge' }: ProfileAvatarProps) {
  return user.avatar ? (
    <Avatar image={user.avatar} shape="circle" size={size} className="app-avatar" />
  ) : (
    <Avatar label={initials(user)} shape="circle" size={size} className="app-avatar app-avatar-initials" />
  );
}
