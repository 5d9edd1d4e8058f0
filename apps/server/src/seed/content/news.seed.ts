import { count } from 'drizzle-orm';
import { news } from '../../db/schema/news.table';
import { staff } from '../../db/schema/staff.table';
import { audit } from '../../modules/audit';
import { sanitizeRichHtml } from '../../rich-text';
import { gradientPng, type Rgb, storeDemoFile } from '../demo-files';
import type { DomainSeed } from '../domain-seed';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoNews {
  author: string;
  title: string;
  html: string;
  /** Days from the seed's start: negative = published, positive = scheduled. */
  days: number;
  /** A generated gradient cover. */
  cover?: readonly [Rgb, Rgb];
}

const DEMO_NEWS: readonly DemoNews[] = [
  {
    author: 'admin@demo.test',
    title: 'Открыт набор на осенний поток «Аналитика данных»',
    html: '<p>Мы открыли запись на новый поток курса. Старт занятий — через три недели.</p><p><strong>Что нового:</strong></p><ul><li>два живых разбора реальных кейсов в месяц;</li><li>отдельный модуль по SQL для начинающих;</li><li>сертификат с QR-кодом.</li></ul><p>Подробности — на <a href="https://example.com/analytics">странице курса</a>.</p>',
    days: -2,
    cover: [
      [33, 150, 243],
      [0, 188, 212],
    ],
  },
  {
    author: 'super@demo.test',
    title: 'Обновили личный кабинет ученика',
    html: '<p>В кабинете появились <strong>прогресс по модулям</strong> и напоминания о дедлайнах домашних заданий.</p><p>Если заметите ошибку — напишите в поддержку.</p>',
    days: -5,
  },
  {
    author: 'curator@demo.test',
    title: 'Итоги месяца кураторов: 94% вопросов закрыты за сутки',
    html: '<p>Спасибо всем кураторам за быстрые ответы! Среднее время ответа на вопрос ученика — <strong>6 часов</strong>.</p><ol><li>Лучший результат — у потока по Python.</li><li>Больше всего вопросов — по модулю «Функции».</li></ol>',
    days: -9,
    cover: [
      [76, 175, 80],
      [205, 220, 57],
    ],
  },
  {
    author: 'speaker@demo.test',
    title: 'Новая серия уроков по английскому для IT',
    html: '<p>Записал пять коротких уроков о том, как проходить собеседования на английском. Они уже доступны в курсе.</p><p><em>Приятного просмотра!</em></p>',
    days: -14,
  },
  {
    author: 'elena.smirnova@demo.test',
    title: 'Изменения в расписании трансляций',
    html: '<p>С понедельника трансляции начинаются в <strong>19:00 по Москве</strong> вместо 18:00 — так удобнее ученикам из других часовых поясов.</p>',
    days: -21,
  },
  {
    author: 'pavel.novikov@demo.test',
    title: 'Памятка куратору: как отвечать на вопросы',
    html: '<p>Собрали короткие правила, которые помогают ученикам быстрее разобраться:</p><ul><li>отвечайте по существу и со ссылкой на урок;</li><li>предлагайте следующий шаг;</li><li>не решайте домашнее задание за ученика.</li></ul>',
    days: -30,
    cover: [
      [156, 39, 176],
      [244, 143, 177],
    ],
  },
  {
    author: 'admin@demo.test',
    title: 'Новогодние скидки на все курсы',
    html: '<p>С 20 декабря по 10 января — <strong>скидка 30%</strong> на все курсы школы. Промокод появится в рассылке.</p>',
    days: 4,
    cover: [
      [255, 87, 34],
      [255, 193, 7],
    ],
  },
  {
    author: 'anna.kozlova@demo.test',
    title: 'Вебинар «Портфолио дизайнера с нуля»',
    html: '<p>Расскажу, какие работы брать в портфолио, если опыта ещё нет. Вебинар бесплатный, запись будет.</p>',
    days: 11,
  },
];

/** Eight news items by six demo staff, two scheduled ahead, three with covers; skipped when any news exists. */
export const newsSeed: DomainSeed = {
  name: 'news',
  async run(db, context) {
    const [existing] = await db.select({ total: count() }).from(news);
    if ((existing?.total ?? 0) > 0) return;
    const staffRows = await db.select({ id: staff.id, email: staff.email }).from(staff);
    const staffIds = new Map(staffRows.map((row) => [row.email, row.id]));
    // 10:00 in Moscow (07:00 UTC) of today, so a seeded item reads as «10:00», not «14:37».
    const start = Math.floor(Date.now() / DAY) * DAY + 7 * HOUR;
    await db.transaction(async (tx) => {
      for (const [index, item] of DEMO_NEWS.entries()) {
        const staffId = staffIds.get(item.author) ?? null;
        const cover = item.cover
          ? await storeDemoFile(tx, context.fileStore, {
              name: `Новость ${index + 1}.png`,
              kind: 'image',
              mimeType: 'image/png',
              bytes: gradientPng(480, 240, ...item.cover),
            })
          : null;
        const publishedAt = new Date(start + item.days * DAY);
        // Written an hour before it went out, or (scheduled) a day ago.
        const written = new Date(Math.min(publishedAt.getTime(), start - DAY) - HOUR);
        const [row] = await tx
          .insert(news)
          .values({
            staffId,
            title: item.title,
            contentHtml: sanitizeRichHtml(item.html),
            coverFileId: cover?.id ?? null,
            publishedAt,
            createdAt: written,
            updatedAt: written,
          })
          .returning({ id: news.id });
        await audit.created(tx, staffId, 'news', row?.id ?? null, {
          title: item.title,
          publishedAt: publishedAt.toISOString(),
          source: 'seed',
        });
      }
    });
    context.info(`seed: ${DEMO_NEWS.length} news`);
  },
};
