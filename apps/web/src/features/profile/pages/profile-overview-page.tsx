import { formatDateTime, texts } from '@school/contracts';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { useCurrentUser } from '../profile.api';

/** /profile/courses until the courses section lands: an overview of the account. */
export function ProfileOverviewPage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageSkeleton />;
  const rows = [
    { label: texts.profile.email, value: user.email },
    { label: texts.profile.lastLogin, value: formatDateTime(user.lastLoginAt) },
    { label: texts.profile.createdAt, value: formatDateTime(user.createdAt) },
    { label: texts.profile.visible, value: user.isVisible ? texts.common.yes : texts.common.no },
  ];
  return (
    <section className="card">
      <h2 className="app-card-title">{texts.profile.overviewTitle}</h2>
      <dl className="app-facts">
        {rows.map((row) => (
          <div key={row.label} className="app-facts__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
