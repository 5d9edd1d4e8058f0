import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { currentUserQuery } from './current-user';

/**
 * Whose profile a tab shows: `/admins/{id}/…` that staff member, `/profile/…` the signed-in one (undefined
 * until `my-info` answers). `own` tells the two apart (what a curator may do follows from it).
 */
export function useProfileStaffId(): { staffId: number | undefined; own: boolean } {
  const params = useParams();
  const own = params.id === undefined;
  const me = useQuery({ ...currentUserQuery(), enabled: own });
  return { staffId: own ? me.data?.id : Number(params.id), own };
}
