/** The referrals domain: codes and links, attribution with self-referral flags, «Прибыль» and «Рефералы». */
export { referralsRoutes } from './referrals.routes';
/** The self-referral check, for the demo data that makes flagged referrals the way a sign-up would. */
export { selfReferralFlags } from './self-referral';
