import { useSyncExternalStore } from 'react';

/** Up to this width the screen is a phone's: lists show cards and open their filters in a drawer. */
export const PHONE_MAX_WIDTH_PX = 767;
const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** True on a phone-wide screen; follows a rotation or a resized window. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
