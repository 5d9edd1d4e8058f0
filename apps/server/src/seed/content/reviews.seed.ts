import { count } from 'drizzle-orm';
import { reviews } from '../../db/schema/reviews.table';
import { audit } from '../../modules/audit';
import { gradientPng, type Rgb, simplePdf, storeDemoFile } from '../demo-files';
import type { DomainSeed } from '../domain-seed';

interface DemoReview {
  name: string;
  age: number | null;
  date: string;
  text: string;
  colors: readonly [Rgb, Rgb];
  hidden?: boolean;
  /** A certificate the student shared, as a PDF attachment. */
  certificate?: string;
}

const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    name: 'Анна Соколова',
    age: 29,
    date: '2026-09-14',
    text: 'Пришла на курс по аналитике данных из бухгалтерии и через полгода сменила работу. Куратор разбирал каждое домашнее задание и отвечал даже поздно вечером. Особенно понравились живые разборы реальных кейсов.',
    colors: [
      [236, 64, 122],
      [255, 183, 77],
    ],
    certificate: 'Certificate: Data Analytics',
  },
  {
    name: 'Дмитрий Кузнецов',
    age: 34,
    date: '2026-08-30',
    text: 'Курс по Python дал системные знания, которых не хватало после самообучения. Задания близки к рабочим задачам, а код-ревью от наставника — лучшее, что было в обучении.',
    colors: [
      [33, 150, 243],
      [0, 188, 212],
    ],
  },
  {
    name: 'Екатерина Морозова',
    age: 41,
    date: '2026-08-02',
    text: 'Боялась, что в сорок с лишним поздно учиться дизайну. Зря! Объясняют понятно, материалы остаются навсегда, в клубе поддерживают. Уже сделала три заказа для знакомых.',
    colors: [
      [156, 39, 176],
      [244, 143, 177],
    ],
  },
  {
    name: 'Игорь Лебедев',
    age: 23,
    date: '2026-07-19',
    text: 'Английский для IT — отличный формат: небольшие группы и много разговорной практики. Прошёл собеседование в международную компанию на английском.',
    colors: [
      [121, 85, 72],
      [255, 202, 40],
    ],
  },
  {
    name: 'Мария Волкова',
    age: 31,
    date: '2026-06-25',
    text: 'Удобно, что уроки можно проходить в своём темпе, а вопросы задавать прямо в уроке. Ответ приходит в течение дня. Рекомендую коллегам.',
    colors: [
      [76, 175, 80],
      [205, 220, 57],
    ],
  },
  {
    name: 'Сергей Новиков',
    age: null,
    date: '2026-06-03',
    text: 'Прошёл курс по управлению проектами. Много шаблонов документов, которые сразу пригодились на работе. Спасибо спикерам за практические истории.',
    colors: [
      [63, 81, 181],
      [121, 134, 203],
    ],
  },
  {
    name: 'Ольга Павлова',
    age: 27,
    date: '2026-05-11',
    text: 'Курс по маркетингу понравился, но хотелось бы больше заданий с обратной связью. В остальном всё отлично, особенно трансляции с экспертами.',
    colors: [
      [255, 87, 34],
      [255, 193, 7],
    ],
  },
  {
    name: 'Алексей Смирнов',
    age: 38,
    date: '2026-04-20',
    text: 'Черновик отзыва: ученик просил не публиковать, пока не закончит второй модуль.',
    colors: [
      [96, 125, 139],
      [176, 190, 197],
    ],
    hidden: true,
  },
];

/** Eight reviews of the site (one hidden) with generated portraits; skipped when any review exists. */
export const reviewsSeed: DomainSeed = {
  name: 'reviews',
  async run(db, context) {
    const [existing] = await db.select({ total: count() }).from(reviews);
    if ((existing?.total ?? 0) > 0) return;
    await db.transaction(async (tx) => {
      const after: { name: string; position: number; hidden: boolean }[] = [];
      for (const [position, review] of DEMO_REVIEWS.entries()) {
        const image = await storeDemoFile(tx, context.fileStore, {
          name: `Отзыв ${position + 1}.png`,
          kind: 'image',
          mimeType: 'image/png',
          bytes: gradientPng(160, 160, ...review.colors),
        });
        const fileIds: number[] = [];
        if (review.certificate) {
          const certificate = await storeDemoFile(tx, context.fileStore, {
            name: 'Сертификат.pdf',
            kind: 'attachment',
            mimeType: 'application/pdf',
            bytes: simplePdf([review.certificate, 'Online school']),
          });
          fileIds.push(certificate.id);
        }
        await tx.insert(reviews).values({
          name: review.name,
          age: review.age,
          date: review.date,
          text: review.text,
          imageFileId: image.id,
          fileIds,
          position,
          isHidden: review.hidden ?? false,
        });
        after.push({ name: review.name, position, hidden: review.hidden ?? false });
      }
      await audit.record(tx, {
        actorId: null,
        action: 'reviews.save',
        entity: 'reviews',
        entityId: null,
        changes: { before: [], after, source: 'seed' },
      });
    });
    context.info(`seed: ${DEMO_REVIEWS.length} reviews`);
  },
};
