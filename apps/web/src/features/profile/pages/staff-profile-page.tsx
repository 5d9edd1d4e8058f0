import '../profile.css';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useParams } from 'react-router';
import { LazyRecordHistory } from '@/shared/audit/record-history-lazy';
import { PageSkeleton } from '@/shared/ui/page-skeleton';
import { ProfileHeader } from '../components/profile-header';
import { ProfileTabBar } from '../components/profile-tab-bar';
import { staffProfileQuery } from '../profile.api';
import { staffProfileTabs } from '../profile-tabs';

/** /admins/{id}: someone's profile — the frame of /profile with the tabs of their role. */
export function StaffProfilePage() {
  const id = Number(useParams().id);
  const { data: staff } = useQuery(staffProfileQuery(id));
  if (!staff) return <PageSkeleton />;
  return (
    <div className="flex flex-column gap-3">
      <ProfileHeader user={staff} withAuditLink />
      <ProfileTabBar base={`/admins/${id}`} tabs={staffProfileTabs(staff.role)} />
      <Outlet />
      <LazyRecordHistory section="staff" entityId={id} card />
    </div>
  );
}
