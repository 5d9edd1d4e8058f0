import { type ContentSection, randomReadableTagColor } from '@school/contracts';
import { count } from 'drizzle-orm';
import { faqItems, faqItemTags } from '../../db/schema/faq-items.table';
import { tags } from '../../db/schema/tags.table';
import type { DomainSeed } from '../domain-seed';

interface DemoFaq {
  question: string;
  answer: string;
  tags: readonly string[];
}

interface DemoSection {
  tags: readonly string[];
  faq: readonly DemoFaq[];
}

const DEMO: Record<ContentSection, DemoSection> = {
  all: {
    tags: ['Оплата', 'Обучение', 'Сертификаты', 'Доступ к курсам', 'Возврат'],
    faq: [
      {
        question: 'Как проходит обучение?',
        answer:
          'Уроки открываются по расписанию курса: видео, конспект и домашнее задание. Куратор проверяет задания и отвечает на вопросы в течение рабочего дня.',
        tags: ['Обучение'],
      },
      {
        question: 'Можно ли оплатить курс в рассрочку?',
        answer:
          'Да, рассрочка без переплаты на 6 или 12 месяцев оформляется при оплате. Также принимаем карты, СБП и ЮKassa.',
        tags: ['Оплата'],
      },
      {
        question: 'Выдаёте ли вы сертификат?',
        answer: 'После защиты итогового проекта вы получаете именной сертификат в электронном виде.',
        tags: ['Сертификаты', 'Обучение'],
      },
      {
        question: 'Сколько длится доступ к материалам?',
        answer:
          'Доступ к урокам сохраняется на год после окончания курса, к обновлениям — пока курс продаётся.',
        tags: ['Доступ к курсам'],
      },
      {
        question: 'Как вернуть деньги, если курс не подошёл?',
        answer:
          'Напишите в поддержку в течение 14 дней с начала обучения — вернём оплату за вычетом пройденных уроков.',
        tags: ['Возврат', 'Оплата'],
      },
    ],
  },
  club: {
    tags: ['Подписка', 'Мероприятия', 'Сообщество'],
    faq: [
      {
        question: 'Что входит в подписку на клуб?',
        answer:
          'Еженедельные эфиры с экспертами, записи прошлых встреч, закрытый чат и скидки на курсы школы.',
        tags: ['Подписка', 'Мероприятия'],
      },
      {
        question: 'Как отменить подписку?',
        answer:
          'В личном кабинете в разделе «Подписка» нажмите «Отменить». Доступ сохранится до конца оплаченного периода.',
        tags: ['Подписка'],
      },
      {
        question: 'Где проходят встречи клуба?',
        answer: 'Онлайн, ссылка приходит на почту за час до начала и появляется в личном кабинете.',
        tags: ['Мероприятия', 'Сообщество'],
      },
      {
        question: 'Можно ли пригласить друга?',
        answer: 'Да, по реферальной ссылке друг получит первую неделю бесплатно.',
        tags: ['Сообщество'],
      },
    ],
  },
  marketplace: {
    tags: ['Услуги', 'Исполнители', 'Сроки'],
    faq: [
      {
        question: 'Как заказать услугу у эксперта?',
        answer:
          'Выберите услугу в каталоге и оставьте заявку — исполнитель свяжется с вами в течение рабочего дня.',
        tags: ['Услуги'],
      },
      {
        question: 'Кто исполнители маркетплейса?',
        answer: 'Кураторы и спикеры школы, прошедшие отбор, и выпускники с лучшими итоговыми проектами.',
        tags: ['Исполнители'],
      },
      {
        question: 'Сколько ждать результата?',
        answer: 'Срок указан в карточке услуги; обычно от трёх до десяти рабочих дней.',
        tags: ['Сроки', 'Услуги'],
      },
      {
        question: 'Что делать, если результат не устроил?',
        answer: 'Одна бесплатная доработка входит в стоимость. Если не помогло — вернём деньги.',
        tags: ['Услуги'],
      },
    ],
  },
  admin: {
    tags: ['Заявки', 'Курсы', 'Выплаты', 'Регламент'],
    faq: [
      {
        question: 'В какой срок отвечать на заявку?',
        answer:
          'Целевой срок ответа — два рабочих часа. Просроченные заявки отмечены красным в меню и в очереди.',
        tags: ['Заявки', 'Регламент'],
      },
      {
        question: 'Как отправить курс на проверку?',
        answer:
          'В карточке курса выберите статус «В ожидании». Администратор опубликует курс или вернёт на правки.',
        tags: ['Курсы'],
      },
      {
        question: 'Когда приходят выплаты авторам?',
        answer:
          'Начисления становятся доступны после окончания срока возврата; вывод — по заявке в разделе «Доходы».',
        tags: ['Выплаты'],
      },
      {
        question: 'Куда писать, если что-то сломалось?',
        answer:
          'В чат поддержки сотрудников или на support@school.test — укажите ссылку на страницу и время.',
        tags: ['Регламент'],
      },
    ],
  },
  income: {
    tags: ['Комиссии', 'Вывод средств', 'Налоги'],
    faq: [
      {
        question: 'Какой процент получает автор курса?',
        answer:
          'Доля автора указана в договоре и в настройках комиссии курса; по умолчанию — 40 % от оплаты.',
        tags: ['Комиссии'],
      },
      {
        question: 'Какая минимальная сумма вывода?',
        answer: 'Вывести можно от 3 000 ₽. Заявки обрабатываются в течение пяти рабочих дней.',
        tags: ['Вывод средств'],
      },
      {
        question: 'Нужно ли быть самозанятым?',
        answer: 'Да, выплаты производятся самозанятым и ИП; чек формируется автоматически.',
        tags: ['Налоги', 'Вывод средств'],
      },
      {
        question: 'Что будет с начислением при возврате?',
        answer:
          'Если студент вернул деньги, начисление по его оплате отменяется, в том числе уже выведенное.',
        tags: ['Комиссии'],
      },
    ],
  },
};

/** Deterministic draws, so every demo start gives the same colours. */
function demoRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Tags and FAQ of every content section: what the settings pages open with. */
export const tagsFaqSeed: DomainSeed = {
  name: 'tags and FAQ',
  async run(db, { info }) {
    const [{ existing } = { existing: 0 }] = await db.select({ existing: count() }).from(tags);
    if (existing > 0) return;
    const random = demoRandom(20_261_123);
    for (const [section, demo] of Object.entries(DEMO) as [ContentSection, DemoSection][]) {
      const tagRows = await db
        .insert(tags)
        .values(demo.tags.map((header) => ({ type: section, header, color: randomReadableTagColor(random) })))
        .returning({ id: tags.id, header: tags.header });
      const tagId = new Map(tagRows.map((row) => [row.header, row.id]));
      const faqRows = await db
        .insert(faqItems)
        .values(
          demo.faq.map((item, position) => ({
            section,
            question: item.question,
            answer: item.answer,
            position,
          })),
        )
        .returning({ id: faqItems.id, position: faqItems.position });
      const links = faqRows.flatMap((row) =>
        (demo.faq[row.position]?.tags ?? []).map((header) => ({
          faqItemId: row.id,
          tagId: tagId.get(header)!,
        })),
      );
      if (links.length > 0) await db.insert(faqItemTags).values(links);
    }
    info('tags and FAQ: five sections');
  },
};
