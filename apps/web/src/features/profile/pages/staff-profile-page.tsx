import '../profile.css';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useParams } from 'react-router';
import { PageSkeleton } from '@/shared/ui/page-skeleton';
import { ProfileHeader } from '../components/profile-header';
import { ProfileTabBar } from '../components/profile-tab-bar';
import { staffProfileQuery } from '../profile.api';
import { STAFF_PROFILE_TABS } from '../profile-tabs';

/** /admins/{id}: someone's profile — the frame of /profile with their courses and students as tabs. */
export function StaffProfilePage() {
  const id = Number(useParams().id);
  const { data: staff } = useQuery(staffProfileQuery(id));
  if (!staff) return <PageSkeleton />;
  return (
    <div className="flex flex-column gap-3">
      <ProfileHeader user={staff} />
      <ProfileTabBar base={`/admins/${id}`} tabs={STAFF_PROFILE_TABS} />
      <Outlet />
    </div>
  );
}
