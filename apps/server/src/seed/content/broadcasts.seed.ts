import { asc, count, eq, inArray } from 'drizzle-orm';
import { broadcasts } from '../../db/schema/broadcasts.table';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { staff } from '../../db/schema/staff.table';
import { audit } from '../../modules/audit';
import { gradientPng, type Rgb, storeDemoFile } from '../demo-files';
import type { DomainSeed } from '../domain-seed';

interface DemoBroadcast {
  email: string;
  title: string;
  description: string;
  /** Days from the seed time (negative: in the past), then the Moscow hour it starts at. */
  days: number;
  hour: number;
  streamUrl: string;
  /** Tied to the author's first (or second) course, when they author one. */
  courseIndex?: number;
  colors?: readonly [Rgb, Rgb];
}

const DEMO_BROADCASTS: readonly DemoBroadcast[] = [
  {
    email: 'curator@demo.test',
    title: 'Разбор домашних заданий первого модуля',
    description:
      'Разберём типичные ошибки в домашних заданиях, ответим на вопросы из чата и покажем, как оформить решение.',
    days: 2,
    hour: 19,
    streamUrl: 'https://vkvideo.ru/live/school-demo-1',
    courseIndex: 0,
    colors: [
      [33, 150, 243],
      [0, 188, 212],
    ],
  },
  {
    email: 'curator@demo.test',
    title: 'Вводная встреча с новым потоком',
    description: 'Знакомство с куратором, расписание курса, правила сдачи работ и ответы на вопросы.',
    days: -6,
    hour: 18,
    streamUrl: 'https://vkvideo.ru/live/school-demo-2',
    courseIndex: 0,
  },
  {
    email: 'speaker@demo.test',
    title: 'Живой эфир: как собрать портфолио за месяц',
    description:
      'Спикер покажет свои проекты, расскажет, что смотрят работодатели, и разберёт портфолио учеников.',
    days: 5,
    hour: 20,
    streamUrl: 'https://rutube.ru/video/demo-portfolio/',
    courseIndex: 0,
    colors: [
      [156, 39, 176],
      [244, 143, 177],
    ],
  },
  {
    email: 'speaker@demo.test',
    title: 'Ответы на вопросы перед итоговым проектом',
    description: 'Час вопросов и ответов: требования к итоговому проекту, сроки, критерии оценки.',
    days: -14,
    hour: 19,
    streamUrl: 'https://rutube.ru/video/demo-final-qa/',
    courseIndex: 1,
  },
  {
    email: 'admin@demo.test',
    title: 'День открытых дверей онлайн-школы',
    description:
      'Расскажем о направлениях обучения, формате занятий и поддержке учеников. В конце — розыгрыш скидки.',
    days: 9,
    hour: 12,
    streamUrl: 'https://www.youtube.com/watch?v=demo-open-day',
    colors: [
      [255, 87, 34],
      [255, 193, 7],
    ],
  },
  {
    email: 'admin@demo.test',
    title: 'Итоги года и планы школы',
    description:
      'Что нового появилось за год, какие курсы стартуют следующими и как изменится клуб выпускников.',
    days: -30,
    hour: 17,
    streamUrl: 'https://www.youtube.com/watch?v=demo-year-results',
  },
  {
    email: 'elena.smirnova@demo.test',
    title: 'Мастер-класс: первые шаги в аналитике данных',
    description: 'Практика в реальном времени: загрузим таблицу, построим сводную и первые графики.',
    days: 1,
    hour: 11,
    streamUrl: 'https://zoom.us/j/1234567890',
    courseIndex: 0,
  },
  {
    email: 'sergey.lebedev@demo.test',
    title: 'Карьерная консультация для выпускников',
    description: 'Как готовиться к собеседованию, что писать в резюме и как говорить о зарплате.',
    days: -3,
    hour: 19,
    streamUrl: 'https://telemost.yandex.ru/j/12345678901234',
  },
];

/** A moment `days` from `now` at `hour` o'clock in Moscow (UTC+3, no daylight saving), on the hour. */
function startOf(now: Date, days: number, hour: number): Date {
  const day = new Date(now.getTime() + days * 86_400_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 3));
}

/** Eight broadcasts of demo staff (the demo curator and speaker among them), upcoming and past; skipped when any exists. */
export const broadcastsSeed: DomainSeed = {
  name: 'broadcasts',
  async run(db, context) {
    const [existing] = await db.select({ total: count() }).from(broadcasts);
    if ((existing?.total ?? 0) > 0) return;
    const emails = [...new Set(DEMO_BROADCASTS.map((b) => b.email))];
    const people = await db
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(inArray(staff.email, emails));
    const idOf = new Map(people.map((person) => [person.email, person.id]));
    const now = new Date();
    let made = 0;
    await db.transaction(async (tx) => {
      for (const [index, demo] of DEMO_BROADCASTS.entries()) {
        const staffId = idOf.get(demo.email);
        if (staffId === undefined) continue;
        const authored = await tx
          .select({ courseId: courseAuthors.courseId })
          .from(courseAuthors)
          .where(eq(courseAuthors.staffId, staffId))
          .orderBy(asc(courseAuthors.courseId));
        const courseId =
          demo.courseIndex === undefined ? null : (authored[demo.courseIndex]?.courseId ?? null);
        const cover = demo.colors
          ? await storeDemoFile(tx, context.fileStore, {
              name: `Трансляция ${index + 1}.png`,
              kind: 'image',
              mimeType: 'image/png',
              bytes: gradientPng(320, 180, ...demo.colors),
            })
          : null;
        const [row] = await tx
          .insert(broadcasts)
          .values({
            staffId,
            courseId,
            title: demo.title,
            description: demo.description,
            startsAt: startOf(now, demo.days, demo.hour),
            streamUrl: demo.streamUrl,
            coverFileId: cover?.id ?? null,
          })
          .returning({ id: broadcasts.id });
        await audit.created(tx, null, 'broadcast', row?.id ?? null, {
          title: demo.title,
          staffId,
          source: 'seed',
        });
        made++;
      }
    });
    context.info(`seed: ${made} broadcasts`);
  },
};
