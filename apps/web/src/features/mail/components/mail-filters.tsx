import { MAIL_OUTBOX_STATUSES } from '@school/contracts';
import { mailTexts } from '@school/contracts/texts/mail';
import type { SelectOption } from '@/shared/forms/select-field';
import { ListFilter } from '@/shared/lists/list-filter';
import type { ListController } from '@/shared/lists/use-list-state';
import type { MailFilter } from '../mail.api';

const t = mailTexts.mail;

/** «Все» is the absence of the parameter, so no option stands for it. */
const statusOptions: SelectOption[] = MAIL_OUTBOX_STATUSES.map((status) => ({
  label: t.statusLabels[status],
  value: status,
}));

export function MailFilters({ list }: { list: ListController<MailFilter> }) {
  return <ListFilter list={list} name="status" label={t.statusFilter} options={statusOptions} />;
}
