import { count, eq, inArray } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/audit-events.table';
import { staff } from '../../db/schema/staff.table';
import { createFaqItem, removeFaqItem } from '../../modules/faq';
import { createNews, removeNews } from '../../modules/news';
import type { DomainSeed } from '../domain-seed';

/**
 * «Корзина» with something in it: a news draft and a club FAQ question the admin wrote and deleted, through the
 * services, as a person would (each with its log events). Skipped once any news item or FAQ question was ever
 * deleted (the log says so), so `npm run seed` on a used database does not put them back in an emptied trash.
 */
export const trashSeed: DomainSeed = {
  name: 'trash',
  async run(db, context) {
    const [deletes] = await db
      .select({ total: count() })
      .from(auditEvents)
      .where(inArray(auditEvents.action, ['news.delete', 'faq.delete']));
    if ((deletes?.total ?? 0) > 0) return;
    const [admin] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'admin@demo.test'));
    if (!admin) return;
    const caller = { id: admin.id, role: 'admin' as const };
    const draft = await createNews(
      db,
      caller,
      undefined,
      {
        title: 'Черновик: розыгрыш к Чёрной пятнице',
        contentHtml: '<p>Условия розыгрыша уточняются — не публиковать.</p>',
      },
      new Date(),
    );
    await removeNews(db, caller, draft.id);
    const question = await createFaqItem(db, admin.id, 'club', {
      question: 'Можно ли заморозить подписку клуба?',
      answer: 'Да, один раз в год на срок до 30 дней.',
      tagIds: [],
    });
    await removeFaqItem(db, admin.id, 'club', question.id);
    context.info('seed: 2 records in the trash');
  },
};
