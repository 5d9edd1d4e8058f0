/** The balances domain's public face: the ledger's entries, for the referrals and payments steps and the seed. */

export {
  accrueForPayment,
  accrueForPayments,
  releaseDueAccruals,
  reverseForRefund,
  reverseForRefunds,
  settleDebt,
} from './accruals.service';
export { type Owner, readBalance, sumEntries } from './balances.repository';
export { accrue, clawBack, release } from './ledger.service';
export { RELEASE_JOB, scheduleReleases } from './release-job';
