import { formatFileSize } from '../format-file-size';

const count = (n: number) => n.toLocaleString('ru-RU');

/**
 * Background tasks: an export or a bulk action followed on screen. Imported as
 * `@school/contracts/texts/tasks`, not through `texts`, so it loads with the pages that start tasks.
 */
export const tasksTexts = {
  tasks: {
    status: {
      queued: 'В очереди',
      running: 'Выполняется',
      done: 'Готово',
      failed: 'Ошибка',
      expired: 'Файл удалён',
    },
    progress: (done: number, total: number | null) =>
      total === null ? `Обработано ${count(done)}` : `Обработано ${count(done)} из ${count(total)}`,
    waiting: 'Задача в очереди, начнётся через несколько секунд',
    download: 'Скачать',
    downloadHint: (name: string, size: number) => `${name}, ${formatFileSize(size)}`,
    failed: 'Задача не выполнена',
    expired: 'Файл больше не хранится: запустите экспорт заново',
    close: 'Закрыть',
    runsInBackground:
      'Можно закрыть окно: задача продолжит выполняться, а файл будет ждать вас в списке задач.',
    /** The shell's «Мои задачи» (the topbar): the latest tasks with their state and file. */
    myTasks: 'Мои задачи',
    myTasksEmpty: 'Задач пока нет: здесь появятся большие выгрузки и массовые действия.',
    kind: { export: 'Экспорт', bulk: 'Массовое действие' },
  },
} as const;
