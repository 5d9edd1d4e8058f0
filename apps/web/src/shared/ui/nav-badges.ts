import { createContext, useContext } from 'react';

/** A count drawn beside a link; `label` is what a screen reader says instead of the bare number. */
export type NavBadge = { count: number; label: string };

/**
 * A link's path → its badge, for the menu and the profile's tab bar alike. The layout provides it (it owns
 * the polled counts), so a feature's tab shows another feature's count without importing it.
 */
export const NavBadgesContext = createContext<Record<string, NavBadge>>({});

export const useNavBadges = () => useContext(NavBadgesContext);
