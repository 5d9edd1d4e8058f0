/**
 * The app's localStorage keys. Free of imports: the build's sign-in page (build/login-page.ts) reads the
 * same keys before the app has loaded.
 */
export const STORAGE_KEYS = {
  /** Fixed by the conventions ("Web app"): the signed-in user's token and role. */
  token: 'token',
  role: 'role',
  /** The right panel's remembered choices (theme, menu mode). */
  layout: 'layout',
  /** The global search's recently opened records, one list per staff member (issue 31). */
  searchRecent: (staffId: number) => `search-recent:${staffId}`,
} as const;
