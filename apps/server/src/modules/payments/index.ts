/** The payments domain's public face. */

export { kopecksOfText, textOfKopecks } from './money-text';
export { toPaymentDto } from './payment.mapper';
export { withPaymentIdProbe } from './payment-search.list';
export { dayTotals, paymentTotals, rawTotals, readsDayTotals } from './payment-totals.repository';
export { type PaymentListRow, paymentColumns, paymentsList } from './payments.list';
export {
  listPayments,
  listStaffSales,
  type PaymentPaletteRow,
  paymentsOrderBy,
  searchPayments,
  searchStaffSales,
  staffSalesTotals,
} from './payments.service';
