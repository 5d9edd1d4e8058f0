import type { SiteSection } from '@school/contracts';
import { count } from 'drizzle-orm';
import { siteContentBlocks } from '../../db/schema/site-content-blocks.table';
import { audit } from '../../modules/audit';
import { jsonValue, type StoredContent } from '../../modules/site-content';
import { gradientPng, type Rgb, simplePdf, storeDemoFile } from '../demo-files';
import type { DomainSeed } from '../domain-seed';

interface DemoSection {
  title: string;
  subtitle: string;
  body: string;
  /** A generated cover image for the public pages. */
  cover?: readonly [Rgb, Rgb];
  links: StoredContent['links'];
  /** A PDF the page offers (Latin lines: the standard PDF fonts have no Cyrillic). */
  file?: { fileName: string; name: string; lines: readonly string[] };
}

const DEMO: Record<SiteSection, DemoSection> = {
  promo: {
    title: 'Онлайн-школа новых профессий',
    subtitle: 'Курсы по аналитике, программированию, дизайну и маркетингу с наставниками из индустрии',
    body:
      '<h2>Учитесь в своём темпе — с поддержкой куратора</h2>' +
      '<p>Видеоуроки, конспекты и практические задания открываются по расписанию курса. Каждое домашнее ' +
      'задание проверяет куратор, а на живых трансляциях спикеры разбирают реальные кейсы.</p>' +
      '<ul><li>Более 40 курсов для начинающих и продвинутых</li>' +
      '<li>Рассрочка без переплаты на 6 или 12 месяцев</li>' +
      '<li>Именной сертификат после защиты итогового проекта</li></ul>',
    cover: [
      [63, 81, 181],
      [0, 188, 212],
    ],
    links: [
      { link: 'https://example.com/catalog', name: 'Каталог курсов' },
      { link: 'https://example.com/trial', name: 'Бесплатный вводный урок' },
      { link: 'https://t.me/example_school', name: 'Telegram-канал школы' },
    ],
    file: {
      fileName: 'Программа обучения.pdf',
      name: 'Программа обучения 2026',
      lines: ['Online school: curriculum 2026', 'Data analytics, Python, design, marketing'],
    },
  },
  'promo-club': {
    title: 'Клуб выпускников',
    subtitle: 'Нетворкинг, разборы портфолио и встречи с экспертами каждый месяц',
    body:
      '<p>В клуб попадают все, кто закончил хотя бы один курс школы. Внутри — закрытый чат, ежемесячные ' +
      'онлайн-встречи и записи всех прошедших эфиров.</p>' +
      '<h3>Что есть в клубе</h3>' +
      '<ol><li>Разборы портфолио и резюме с наставниками</li>' +
      '<li>Вакансии от партнёров школы</li>' +
      '<li>Скидки на новые курсы для участников</li></ol>',
    cover: [
      [156, 39, 176],
      [255, 152, 0],
    ],
    links: [
      { link: 'https://t.me/example_school_club', name: 'Чат клуба' },
      { link: 'https://example.com/club/events', name: 'Календарь встреч' },
    ],
  },
  'promo-marketplace': {
    title: 'Маркетплейс услуг',
    subtitle: 'Консультации, менторство и разборы от кураторов и спикеров школы',
    body:
      '<p>Выберите эксперта и оставьте заявку — он свяжется с вами в течение рабочего дня. Оплата после ' +
      'согласования времени, а если встреча не состоялась, деньги вернутся полностью.</p>' +
      '<p><strong>Популярное:</strong> карьерная консультация, код-ревью проекта, разбор портфолио.</p>',
    cover: [
      [76, 175, 80],
      [205, 220, 57],
    ],
    links: [
      { link: 'https://example.com/marketplace', name: 'Все услуги' },
      { link: 'https://example.com/marketplace/rules', name: 'Правила маркетплейса' },
    ],
  },
  'admin-info': {
    title: 'Памятка для сотрудников школы',
    subtitle: 'Как работать с заявками, вопросами учеников и курсами',
    body:
      '<h3>Вопросы учеников</h3>' +
      '<p>Отвечайте на вопросы в разделе «Вопросы» профиля в течение рабочего дня. Если вопрос не по вашему ' +
      'курсу, перешлите его куратору направления.</p>' +
      '<h3>Курсы</h3>' +
      '<p>Готовый курс отправьте на проверку: статус сменится на «В ожидании». Администратор опубликует его ' +
      'или вернёт на доработку с комментарием.</p>' +
      '<h3>Поддержка</h3>' +
      '<p>По техническим вопросам пишите в чат поддержки сотрудников или на почту support@example.com — ' +
      'ответим в течение двух часов в рабочее время (10:00–19:00 МСК).</p>',
    links: [
      { link: 'https://t.me/example_school_staff', name: 'Чат поддержки сотрудников' },
      { link: 'https://example.com/staff/guide', name: 'Руководство по работе с платформой' },
    ],
    file: {
      fileName: 'Регламент.pdf',
      name: 'Регламент работы кураторов',
      lines: ['Curator guidelines', 'Answer questions within one working day'],
    },
  },
  earnings: {
    title: 'Как устроены заработок и выплаты',
    subtitle: 'Процент с продаж ваших курсов и услуг начисляется автоматически',
    body:
      '<p>С каждой оплаты ваших курсов и услуг на баланс начисляется ваша доля по договору. Начисления ' +
      'видны в разделе «Заработок» сразу после подтверждения платежа.</p>' +
      '<h3>Выплаты</h3>' +
      '<ul><li>Вывести средства можно от 3 000 ₽, заявка на вывод — в разделе «Заработок»</li>' +
      '<li>Заявки обрабатываются в течение пяти рабочих дней</li>' +
      '<li>При возврате оплаты учеником начисление списывается с баланса</li></ul>' +
      '<p>Закрывающие документы формируются ежемесячно до 5-го числа.</p>',
    links: [{ link: 'https://example.com/staff/payouts', name: 'Условия выплат' }],
    file: {
      fileName: 'Договор оферты.pdf',
      name: 'Договор с автором курса',
      lines: ['Author agreement', 'Revenue share and payouts'],
    },
  },
};

/** Content of the five settings pages (covers and PDFs generated); skipped when any block exists. */
export const siteContentSeed: DomainSeed = {
  name: 'site-content',
  async run(db, context) {
    const [existing] = await db.select({ total: count() }).from(siteContentBlocks);
    if ((existing?.total ?? 0) > 0) return;
    await db.transaction(async (tx) => {
      for (const [section, demo] of Object.entries(DEMO) as [SiteSection, DemoSection][]) {
        let cover: number | null = null;
        if (demo.cover) {
          const image = await storeDemoFile(tx, context.fileStore, {
            name: `Обложка ${section}.png`,
            kind: 'image',
            mimeType: 'image/png',
            bytes: gradientPng(640, 320, ...demo.cover),
          });
          cover = image.id;
        }
        const files: StoredContent['files'] = [];
        if (demo.file) {
          const pdf = await storeDemoFile(tx, context.fileStore, {
            name: demo.file.fileName,
            kind: 'attachment',
            mimeType: 'application/pdf',
            bytes: simplePdf(demo.file.lines),
          });
          files.push({ fileId: pdf.id, name: demo.file.name });
        }
        const content: StoredContent = {
          title: demo.title,
          subtitle: demo.subtitle,
          body: demo.body,
          cover,
          links: demo.links,
          files,
        };
        await tx.insert(siteContentBlocks).values(
          Object.entries(content).map(([key, value]) => ({
            section,
            key,
            value: jsonValue(value),
            updatedBy: null,
          })),
        );
        await audit.record(tx, {
          actorId: null,
          action: 'site-content.save',
          entity: 'site-content',
          entityId: null,
          changes: { section, source: 'seed' },
        });
      }
    });
    context.info('seed: content of 5 settings pages');
  },
};
