/**
 * Demo questions of students (issue 12). `course` is a demo course's name; `lesson` the n-th lesson of the
 * course in outline order; `to` the e-mail of the author it is asked of; `answer` present on about half.
 * The demo curator's and speaker's courses (React, TypeScript, Node.js, Python, Основы JavaScript,
 * Английский для IT) keep waiting ones, so both accounts see a badge.
 */
export interface DemoQuestion {
  course: string;
  lesson?: number;
  to?: string;
  text: string;
  answer?: string;
  /** How long ago it was asked, in hours. */
  hoursAgo: number;
}

const CURATOR = 'curator@demo.test';
const SPEAKER = 'speaker@demo.test';

export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  {
    course: 'React с нуля до первого проекта',
    lesson: 2,
    text: 'Почему компонент перерисовывается дважды в режиме разработки? В продакшене такого нет.',
    hoursAgo: 3,
  },
  {
    course: 'React с нуля до первого проекта',
    lesson: 4,
    to: SPEAKER,
    text: 'Дмитрий, можно ли использовать useReducer вместо нескольких useState в форме из домашнего задания?',
    hoursAgo: 20,
  },
  {
    course: 'React с нуля до первого проекта',
    lesson: 1,
    text: 'Не запускается проект после npm install: пишет, что не найден модуль vite. Что делать?',
    answer:
      'Проверьте, что вы в папке проекта и версия Node не ниже 20. Удалите node_modules и package-lock.json и выполните npm install ещё раз.',
    hoursAgo: 80,
  },
  {
    course: 'TypeScript для фронтенд-разработчиков',
    lesson: 3,
    to: SPEAKER,
    text: 'Чем type отличается от interface на практике? В уроке используются оба, и я запутался.',
    hoursAgo: 6,
  },
  {
    course: 'TypeScript для фронтенд-разработчиков',
    lesson: 5,
    text: 'Как типизировать ответ API, если поле иногда приходит null, а иногда его нет вовсе?',
    answer:
      'Опишите поле как необязательное и допускающее null: field?: string | null. А лучше проверяйте ответ схемой zod — тогда тип выведется сам.',
    hoursAgo: 120,
  },
  {
    course: 'TypeScript для фронтенд-разработчиков',
    text: 'Будет ли в курсе тема про дженерики в React-компонентах?',
    answer: 'Да, это отдельный урок в последнем модуле, с разбором таблицы и выпадающего списка.',
    hoursAgo: 200,
  },
  {
    course: 'Node.js для профессионалов',
    lesson: 2,
    to: CURATOR,
    text: 'Мария, подскажите, как правильно завершать сервер, чтобы не терять запросы при перезапуске?',
    hoursAgo: 9,
  },
  {
    course: 'Node.js для профессионалов',
    lesson: 6,
    text: 'В домашнем задании по стримам не понимаю, зачем нужен backpressure, если и так всё работает.',
    hoursAgo: 30,
  },
  {
    course: 'Node.js для профессионалов',
    text: 'Можно ли сдавать домашние задания на Fastify вместо Express?',
    answer: 'Можно, проверяем по смыслу, а не по фреймворку. Только приложите инструкцию по запуску.',
    hoursAgo: 150,
  },
  {
    course: 'Основы JavaScript',
    lesson: 3,
    to: SPEAKER,
    text: 'Почему 0.1 + 0.2 не равно 0.3? Это ошибка в браузере?',
    hoursAgo: 14,
  },
  {
    course: 'Основы JavaScript',
    lesson: 7,
    text: 'Как лучше перебирать объект: for…in или Object.entries?',
    answer:
      'Object.entries: он берёт только собственные свойства объекта и сразу даёт пары ключ–значение. for…in проходит и по унаследованным.',
    hoursAgo: 96,
  },
  {
    course: 'Основы JavaScript',
    lesson: 2,
    text: 'В тесте после урока вопрос про let и const — там точно правильный ответ отмечен?',
    answer: 'Спасибо, вы правы: ответ был отмечен неверно. Исправили, попытка засчитана.',
    hoursAgo: 260,
  },
  {
    course: 'Python для начинающих',
    lesson: 4,
    to: CURATOR,
    text: 'Мария, а списковые включения — это обязательно? Мне проще писать обычный цикл.',
    hoursAgo: 26,
  },
  {
    course: 'Python для начинающих',
    lesson: 1,
    text: 'Какую версию Python ставить на Windows, чтобы всё из курса работало?',
    answer: 'Любую начиная с 3.11. При установке отметьте «Add Python to PATH».',
    hoursAgo: 300,
  },
  {
    course: 'Английский для IT-специалистов',
    lesson: 2,
    text: 'Как на собеседовании вежливо переспросить, если не понял вопрос?',
    hoursAgo: 40,
  },
  {
    course: 'Английский для IT-специалистов',
    text: 'Будут ли записи разговорных клубов, если я не успеваю подключиться вживую?',
    answer: 'Да, запись появляется в уроке на следующий день.',
    hoursAgo: 170,
  },
  {
    course: 'Дизайн интерфейсов с нуля',
    lesson: 3,
    text: 'Какой шрифт лучше брать для интерфейса на русском, чтобы кириллица выглядела хорошо?',
    hoursAgo: 11,
  },
  {
    course: 'Дизайн интерфейсов с нуля',
    lesson: 5,
    text: 'Где найти примеры хороших форм регистрации для разбора?',
    answer: 'Посмотрите подборку в материалах к уроку: там десять форм с комментариями, что в них удачно.',
    hoursAgo: 140,
  },
  {
    course: 'Figma для профессионалов',
    lesson: 2,
    text: 'Автолейаут ломается, когда вкладываю один фрейм в другой. В чём может быть дело?',
    answer: 'Скорее всего у вложенного фрейма стоит фиксированная ширина. Поставьте Fill container.',
    hoursAgo: 220,
  },
  {
    course: 'Интернет-маркетинг: полный курс',
    lesson: 4,
    text: 'Как посчитать окупаемость рекламы, если продажи идут через менеджера, а не на сайте?',
    hoursAgo: 50,
  },
  {
    course: 'SMM: продвижение в социальных сетях',
    text: 'Сколько постов в неделю нужно для небольшого бизнеса?',
    answer: 'Для начала хватит трёх: регулярность важнее количества. Дальше смотрите на охваты.',
    hoursAgo: 190,
  },
  {
    course: 'SQL для аналитиков',
    lesson: 3,
    text: 'Когда использовать LEFT JOIN, а когда подзапрос? Результат вроде одинаковый.',
    hoursAgo: 16,
  },
  {
    course: 'SQL для аналитиков',
    lesson: 6,
    text: 'Оконные функции работают медленно на большой таблице. Это нормально?',
    answer:
      'Зависит от сортировки в окне: посмотрите план запроса. Часто помогает индекс по полям PARTITION BY и ORDER BY.',
    hoursAgo: 110,
  },
  {
    course: 'Машинное обучение на Python',
    lesson: 2,
    text: 'Нужно ли знать линейную алгебру, чтобы пройти курс?',
    answer: 'Базовой школьной математики хватит, нужное повторяем в первом модуле.',
    hoursAgo: 330,
  },
  {
    course: 'Agile и Scrum на практике',
    text: 'Можно ли применять Scrum в команде из двух человек?',
    hoursAgo: 70,
  },
];
