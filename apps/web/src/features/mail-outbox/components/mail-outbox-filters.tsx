import { MAIL_OUTBOX_STATUSES } from '@school/contracts';
import { mailOutboxTexts } from '@school/contracts/texts/mail-outbox';
import type { SelectOption } from '@/shared/forms/select-field';
import { ListFilter } from '@/shared/lists/list-filter';
import type { ListController } from '@/shared/lists/use-list-state';
import type { MailOutboxFilter } from '../mail-outbox.api';

const t = mailOutboxTexts.mailOutbox;

/** «Все» is the absence of the parameter, so no option stands for it. */
const statusOptions: SelectOption[] = MAIL_OUTBOX_STATUSES.map((status) => ({
  label: t.statusLabels[status],
  value: status,
}));

export function MailOutboxFilters({ list }: { list: ListController<MailOutboxFilter> }) {
  return <ListFilter list={list} name="status" label={t.statusFilter} options={statusOptions} />;
}
