import type { MailOutboxItem } from '@school/contracts';
import { mailOutboxTexts } from '@school/contracts/texts/mail-outbox';
import type { ListDeclaration } from '@/shared/lists/list-page';
import { mailOutboxColumns } from './components/mail-outbox-columns';
import { MailOutboxFilters } from './components/mail-outbox-filters';
import { MAIL_OUTBOX_FILTERS, type MailOutboxFilter, useMailOutbox } from './mail-outbox.api';

const t = mailOutboxTexts.mailOutbox;

/** /mail-outbox: search by address, the status filter; newest first (the API's only order). */
export const MAIL_OUTBOX_LIST: ListDeclaration<MailOutboxItem, MailOutboxFilter> = {
  url: { filters: MAIL_OUTBOX_FILTERS },
  useItems: useMailOutbox,
  label: t.listTitle,
  columns: mailOutboxColumns,
  Filters: MailOutboxFilters,
  search: { placeholder: t.searchPlaceholder },
};
