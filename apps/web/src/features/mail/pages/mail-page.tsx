import { mailTexts } from '@school/contracts/texts/mail';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { MAIL_LIST } from '../mail.list';
import '../mail.css';

const t = mailTexts.mail;

/**
 * /mail-outbox «Почтовые отправления» (admins): every mail the school sent or tries to send, newest first —
 * its status, attempts and the reason of the last failure — so an admin can answer «письмо не пришло».
 * Bodies are never shown (they carry new passwords). Search and status live in the URL.
 */
export function MailPage() {
  const page = useListPage(MAIL_LIST);
  return (
    <ListPage
      page={page}
      title={t.title}
      hint={t.hint}
      empty={{ title: t.emptyTitle, hint: t.emptyHint, icon: 'pi-envelope' }}
    />
  );
}
