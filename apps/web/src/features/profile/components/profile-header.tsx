import { ROLE_LABELS, type Staff, texts } from '@school/contracts';
import { Tag } from 'primereact/tag';
import { fullName } from '@/shared/session/current-user';
import { AuditLogLink } from '@/shared/ui/audit-log-link';
import { ProfileAvatar } from './profile-avatar';

/**
 * The top of the profile: photo, full name, role in Russian, e-mail and the "about" text; on someone else's
 * profile (`withAuditLink`) an admin's way to what they did in «Журнал действий».
 */
export function ProfileHeader({ user, withAuditLink = false }: { user: Staff; withAuditLink?: boolean }) {
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
        {withAuditLink && <AuditLogLink filter={{ actorId: user.id }} label={texts.common.auditOfPerson} />}
      </div>
    </section>
  );
}
