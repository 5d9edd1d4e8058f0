import { texts } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { confirmDialog } from 'primereact/confirmdialog';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '@/shared/session/session';

/** The logout menu item (spec §2): ask first; on yes clear all localStorage and go to /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    confirmDialog({
      header: texts.auth.logoutHeader,
      message: texts.auth.logoutConfirm,
      icon: 'pi pi-sign-out',
      acceptLabel: texts.common.yes,
      rejectLabel: texts.common.no,
      defaultFocus: 'reject',
      accept: () => {
        endSession();
        queryClient.clear();
        navigate('/login', { replace: true });
      },
    });
  }, [navigate, queryClient]);
}
