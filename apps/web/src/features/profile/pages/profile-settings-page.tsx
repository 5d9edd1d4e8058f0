import { PageSkeleton } from '@/shared/ui/page-skeleton';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileEditForm } from '../components/profile-edit-form';
import { StartPageForm } from '../components/start-page-form';
import { useCurrentUser } from '../profile.api';

/** /profile/settings: own data, password and start page. */
export function ProfileSettingsPage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageSkeleton />;
  return (
    <div className="grid">
      <div className="col-12 xl:col-7">
        <ProfileEditForm user={user} />
      </div>
      <div className="col-12 xl:col-5 flex flex-column gap-3">
        <ChangePasswordForm />
        <StartPageForm user={user} />
      </div>
    </div>
  );
}
