/** The balances domain's public face: the ledger's entries, for the referrals and payments steps and the seed. */

export { releaseDueAccruals, settleDebt } from './accrual-release.service';
export { type Owner, readBalance, sumEntries } from './balances.repository';
export { accrue, clawBack, release } from './ledger.service';
export { accrueForPayment, accrueForPayments } from './payment-accruals.service';
export { reverseForRefund, reverseForRefunds } from './refund-reversals.service';
export { RELEASE_JOB, scheduleReleases } from './release-job';
