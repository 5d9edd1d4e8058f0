/** The balances domain's public face: the ledger's entries, for the referrals and payments steps and the seed. */

export { type Owner, readBalance, sumEntries } from './balances.repository';
export { accrue, clawBack, release } from './ledger.service';
