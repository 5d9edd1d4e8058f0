/** The balances domain's public face: the ledger's entries, for the referrals and payments steps and the seed. */

export { releaseDueAccruals, settleDebt } from './accrual-release.service';
export { nextHeldRelease, type Owner, readBalance, sumEntries, withdrawalSums } from './balances.repository';
export { accrue, clawBack, release } from './ledger.service';
export { accrueForPayment, accrueForPayments } from './payment-accruals.service';
export { reverseForRefund, reverseForRefunds } from './refund-reversals.service';
export { RELEASE_JOB, scheduleReleases } from './release-job';
export { countWithdrawals, listWithdrawals } from './withdrawals.service';
export { countMyWithdrawals, listMyWithdrawals } from './withdrawals-batch.service';
