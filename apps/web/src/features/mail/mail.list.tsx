import type { MailOutboxItem } from '@school/contracts';
import { mailTexts } from '@school/contracts/texts/mail';
import type { ListDeclaration } from '@/shared/lists/list-page';
import { mailColumns } from './components/mail-columns';
import { MailFilters } from './components/mail-filters';
import { MAIL_FILTERS, type MailFilter, useMailOutbox } from './mail.api';

const t = mailTexts.mail;

/** /mail-outbox: search by address, the status filter; newest first (the API's only order). */
export const MAIL_LIST: ListDeclaration<MailOutboxItem, MailFilter> = {
  url: { filters: MAIL_FILTERS },
  useItems: useMailOutbox,
  label: t.listTitle,
  columns: mailColumns,
  Filters: MailFilters,
  search: { placeholder: t.searchPlaceholder },
};
