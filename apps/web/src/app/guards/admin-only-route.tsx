import { isAdminRole } from '@school/contracts';
import { Outlet } from 'react-router';
import { getRole } from '@/shared/session/session';
import { AccessDeniedScreen } from '@/shared/ui/error-screens/access-denied-screen';

/** The admin-only group (spec §2): admins and super-admins pass; anyone else sees 'Нет доступа'. */
export function AdminOnlyRoute() {
  return isAdminRole(getRole()) ? <Outlet /> : <AccessDeniedScreen />;
}
