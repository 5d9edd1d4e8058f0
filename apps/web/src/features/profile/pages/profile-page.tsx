import '../profile.css';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/shared/ui/page-skeleton';
import { ProfileHeader } from '../components/profile-header';
import { ProfileTabBar } from '../components/profile-tab-bar';
import { useCurrentUser } from '../profile.api';

/** /profile: the frame (header and tab bar) around the tab pages. */
export function ProfilePage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageSkeleton />;
  return (
    <div className="flex flex-column gap-3">
      <ProfileHeader user={user} />
      <ProfileTabBar />
      <Outlet />
    </div>
  );
}
