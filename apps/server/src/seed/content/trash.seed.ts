import { count, eq } from 'drizzle-orm';
import { staff } from '../../db/schema/staff.table';
import { trashItems } from '../../db/schema/trash-items.table';
import { createFaqItem, removeFaqItem } from '../../modules/faq';
import { createNews, removeNews } from '../../modules/news';
import type { DomainSeed } from '../domain-seed';

/**
 * «Корзина» with something in it: a news draft and a club FAQ question the admin wrote and deleted, through the
 * services, as a person would (each with its log events). Skipped when the trash has anything.
 */
export const trashSeed: DomainSeed = {
  name: 'trash',
  async run(db, context) {
    const [existing] = await db.select({ total: count() }).from(trashItems);
    if ((existing?.total ?? 0) > 0) return;
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
