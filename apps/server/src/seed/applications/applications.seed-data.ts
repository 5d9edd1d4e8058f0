/** Services the demo curators and speakers offer (price in roubles, text, exact); `inactive` ones are retired. */
export const DEMO_SERVICES: Readonly<
  Record<string, readonly { name: string; price: string; description: string; inactive?: boolean }[]>
> = {
  'curator@demo.test': [
    {
      name: 'Разбор портфолио',
      price: '2500.00',
      description: 'Смотрю ваши проекты на GitHub и в Figma, даю письменный разбор и план доработок.',
    },
    {
      name: 'Консультация по карьере',
      price: '3000.00',
      description: 'Час созвона: как искать первую работу во фронтенде, что писать в резюме, как готовиться.',
    },
    {
      name: 'Проверка домашнего задания вне потока',
      price: '990.50',
      description: 'Подробное код-ревью одной работы с комментариями в течение двух рабочих дней.',
    },
    {
      name: 'Менторство 1 месяц',
      price: '14900.00',
      description: 'Еженедельные созвоны, чат и ревью кода в течение месяца.',
    },
  ],
  'speaker@demo.test': [
    {
      name: 'Код-ревью React-проекта',
      price: '4500.00',
      description: 'Разбираю архитектуру, состояние, производительность и тесты вашего приложения.',
    },
    {
      name: 'Подготовка к техническому собеседованию',
      price: '5000.00',
      description: 'Пробное собеседование по JavaScript, React и TypeScript с обратной связью.',
    },
    {
      name: 'Менторство 1 месяц',
      price: '19900.00',
      description: 'Четыре созвона, чат, помощь с пет-проектом и резюме.',
    },
    {
      name: 'Менторство 3 месяца',
      price: '49900.00',
      description: 'Программа от основ до первого оффера: план, созвоны, ревью, подготовка к интервью.',
    },
    {
      name: 'Групповой разбор TypeScript',
      price: '1490.00',
      description: 'Формат закрыт: теперь это часть курса.',
      inactive: true,
    },
  ],
  'sergey.lebedev@demo.test': [
    {
      name: 'Консультация по Data Science',
      price: '3500.00',
      description: 'Как войти в профессию, какие задачи решать для портфолио, что учить в первую очередь.',
    },
    {
      name: 'Разбор ноутбука с моделью',
      price: '2750.90',
      description: 'Проверяю Jupyter-ноутбук: подготовку данных, метрики, валидацию и выводы.',
    },
    {
      name: 'Менторство 1 месяц',
      price: '17500.00',
      description: 'Созвоны раз в неделю и помощь с проектом на реальных данных.',
    },
  ],
  'anna.kozlova@demo.test': [
    {
      name: 'Разбор портфолио',
      price: '2990.00',
      description: 'Разбираю кейсы в Behance или Figma: подача, логика решений, визуал.',
    },
    {
      name: 'UX-аудит вашего макета',
      price: '6000.00',
      description: 'Проверяю сценарии, навигацию и доступность макета, отдаю список правок с приоритетами.',
    },
    {
      name: 'Консультация по карьере',
      price: '2500.00',
      description: 'Как найти первые заказы или работу в продуктовой команде.',
    },
  ],
  'pavel.novikov@demo.test': [
    {
      name: 'Разбор SQL-запросов',
      price: '1990.00',
      description: 'Проверяю ваши запросы и схемы, объясняю планы выполнения и индексы.',
    },
    {
      name: 'Подготовка к собеседованию аналитика',
      price: '3990.00',
      description: 'Задачи по SQL, статистике и продуктовым метрикам, разбор ответов.',
    },
    {
      name: 'Менторство 1 месяц',
      price: '12900.00',
      description: 'Созвоны, домашние задания и разбор дашборда для портфолио.',
    },
  ],
  'nikolay.fedorov@demo.test': [
    {
      name: 'Код-ревью Node.js-сервиса',
      price: '5500.00',
      description: 'Архитектура, обработка ошибок, работа с базой данных и тесты.',
    },
    {
      name: 'Консультация по архитектуре бэкенда',
      price: '4000.00',
      description: 'Час созвона о вашем проекте: очереди, кэш, масштабирование.',
    },
    {
      name: 'Менторство 1 месяц',
      price: '18000.00',
      description: 'Еженедельные созвоны и помощь с пет-проектом на Node.js.',
    },
  ],
};

/** What the school's marketplace offers besides services (the target of a marketplace application). */
export const DEMO_MARKETPLACE_OFFERS: readonly string[] = [
  'Доступ к библиотеке шаблонов',
  'Набор иконок для интерфейсов',
  'Записи вебинаров за 2025 год',
  'Чек-лист подготовки к собеседованию',
  'Шаблоны резюме и сопроводительных писем',
  'Пакет UI-китов для Figma',
  'Сборник задач по SQL с решениями',
  'Годовой доступ к закрытому чату выпускников',
];

/** Guests' names (the female surname is the male one + «а»: every one here ends in -ов/-ев/-ин). */
export const GUEST_MALE_NAMES: readonly (readonly [string, string])[] = [
  ['Александр', 'alexander'],
  ['Дмитрий', 'dmitry'],
  ['Максим', 'maxim'],
  ['Иван', 'ivan'],
  ['Артём', 'artem'],
  ['Никита', 'nikita'],
  ['Михаил', 'mikhail'],
  ['Егор', 'egor'],
  ['Кирилл', 'kirill'],
  ['Роман', 'roman'],
];
export const GUEST_FEMALE_NAMES: readonly (readonly [string, string])[] = [
  ['Анастасия', 'anastasia'],
  ['Екатерина', 'ekaterina'],
  ['Мария', 'maria'],
  ['Дарья', 'darya'],
  ['Полина', 'polina'],
  ['Виктория', 'victoria'],
  ['Ксения', 'ksenia'],
  ['Алина', 'alina'],
  ['Юлия', 'yulia'],
  ['Софья', 'sofya'],
];
export const GUEST_SURNAMES: readonly (readonly [string, string])[] = [
  ['Смирнов', 'smirnov'],
  ['Иванов', 'ivanov'],
  ['Кузнецов', 'kuznetsov'],
  ['Попов', 'popov'],
  ['Соколов', 'sokolov'],
  ['Лебедев', 'lebedev'],
  ['Козлов', 'kozlov'],
  ['Новиков', 'novikov'],
  ['Морозов', 'morozov'],
  ['Петров', 'petrov'],
  ['Волков', 'volkov'],
  ['Соловьёв', 'solovyov'],
  ['Васильев', 'vasiliev'],
  ['Зайцев', 'zaitsev'],
  ['Павлов', 'pavlov'],
  ['Семенов', 'semenov'],
  ['Голубев', 'golubev'],
  ['Виноградов', 'vinogradov'],
  ['Богданов', 'bogdanov'],
  ['Фёдоров', 'fedorov'],
];
export const GUEST_MAIL_DOMAINS: readonly string[] = ['mail.ru', 'yandex.ru', 'gmail.com', 'inbox.ru'];

/** What applicants write, per queue. */
export const DEMO_MESSAGES: Readonly<Record<'service' | 'training' | 'marketplace', readonly string[]>> = {
  service: [
    'Здравствуйте! Хочу записаться, когда есть свободное время на этой неделе?',
    'Подскажите, можно ли оплатить частями?',
    'Интересует формат: созвон или переписка?',
    'Добрый день, готов начать с понедельника.',
    '',
    'Можно ли получить чек для работодателя?',
  ],
  training: [
    'Хочу записаться на ближайший поток.',
    'Есть ли рассрочка на курс?',
    'Подойдёт ли курс, если я совсем новичок?',
    'Когда старт следующего потока?',
    '',
    'Нужен договор с юрлицом, компания оплачивает обучение.',
  ],
  marketplace: [
    'Как получить доступ после оплаты?',
    'Можно ли купить в подарок?',
    'Интересует, есть ли скидка для выпускников.',
    '',
  ],
};

/** Staff comments: while working an application, and the closing one by outcome. */
export const DEMO_WORK_COMMENTS: readonly string[] = [
  'Позвонил, договорились созвониться в четверг',
  'Написал в Telegram, жду ответа',
  'Не берёт трубку, отправил письмо',
  'Уточняет у работодателя, вернётся на следующей неделе',
  'Отправил программу и условия рассрочки',
];
export const DEMO_PAID_COMMENTS: readonly string[] = [
  'Оплата получена, доступ выдан',
  'Оплатил, назначили первую встречу',
  'Оплата по счёту от юрлица пришла',
];
export const DEMO_REJECTION_COMMENTS: readonly string[] = [
  'Отказался: дорого',
  'Выбрал другую школу',
  'Не отвечает две недели, закрываю',
  'Дубль заявки',
  'Перенёс решение на следующий год',
];
