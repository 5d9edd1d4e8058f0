import { ROLE_LABELS, type Staff, texts } from '@school/contracts';
import { Tag } from 'primereact/tag';
import { fullName } from '@/shared/session/current-user';
import { ProfileAvatar } from './profile-avatar';

/** The top of the profile: photo, full name, role in Russian, e-mail and the "about" text. */
export function ProfileHeader({ user }: { user: Staff }) {
  return (
    <section className="card app-profile-header">
      <ProfileAvatar user={user} />
      <div className="app-profile-header__body">
        <div className="flex flex-wrap align-items-center gap-2">
          <h1 className="app-profile-header__name">{fullName(user) || user.email}</h1>
          <Tag value={ROLE_LABELS[user.role]} severity="info" rounded />
        </div>
        <a className="app-profile-header__email" href={`mailto:${user.email}`}>
          <i className="pi pi-envelope" aria-hidden="true" />
          <span>{user.email}</span>
        </a>
        <p className={`app-profile-header__info ${user.info ? '' : 'text-color-secondary font-italic'}`}>
          {user.info || texts.profile.noInfo}
        </p>
      </div>
    </section>
  );
}
