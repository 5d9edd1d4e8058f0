import { plural } from '../plural';

const count = (n: number) => n.toLocaleString('ru-RU');
/** «Заблокировать 1 пользователя / 2 пользователей»: after a verb. */
const studentsObject = (n: number) =>
  `${count(n)} ${plural(n, ['пользователя', 'пользователей', 'пользователей'])}`;
/** «…: 1 пользователь / 2 пользователя / 5 пользователей»: after a colon. */
const students = (n: number) => `${count(n)} ${plural(n, ['пользователь', 'пользователя', 'пользователей'])}`;
const applications = (n: number) => `${count(n)} ${plural(n, ['заявка', 'заявки', 'заявок'])}`;

/**
 * Bulk actions over a list's selected rows or «all N matching the filter» (issue 14). Imported as
 * `@school/contracts/texts/bulk-actions`, with the pages that have them.
 */
export const bulkActionsTexts = {
  bulk: {
    selectRow: 'Выбрать строку',
    selectPage: 'Выбрать все строки страницы',
    selected: (n: number) => `Выбрано: ${count(n)}`,
    /** «≈ N» when the list's total is the planner's estimate. */
    selectAllMatching: (n: number, exact: boolean) =>
      `Выбрать все ${exact ? '' : '≈ '}${count(n)}, подходящие под фильтр`,
    allMatchingSelected: (n: number, exact: boolean) =>
      `Выбраны все ${exact ? '' : '≈ '}${count(n)}, подходящие под фильтр`,
    clear: 'Снять выделение',
    barLabel: 'Действия с выбранными строками',
    cancel: 'Отмена',
    outcome: ({ changed = 0, skipped = 0, failed = 0 }: Record<string, number>) =>
      [
        `Изменено: ${count(changed)}`,
        `Без изменений: ${count(skipped)}`,
        ...(failed > 0 ? [`Ошибок: ${count(failed)}`] : []),
      ].join('. '),
    failedHint: 'Строки с ошибкой не изменены: повторите действие для них позже.',
    /** The toast of a finished bulk change with «Отменить» (issue 32). */
    undo: {
      done: (changed: number) => `Изменено: ${count(changed)}`,
      sessionsEnded: 'завершённые сеансы заблокированных',
    },
    students: {
      block: 'Заблокировать',
      blockHeader: 'Заблокировать пользователей',
      blockConfirm: (n: number, exact = true) =>
        `Заблокировать ${exact ? '' : '≈ '}${studentsObject(n)}? Их сеансы завершатся сразу.`,
      blockTask: 'Блокировка пользователей',
      unblock: 'Разблокировать',
      unblockHeader: 'Разблокировать пользователей',
      unblockConfirm: (n: number, exact = true) =>
        `Разблокировать ${exact ? '' : '≈ '}${studentsObject(n)}? Они снова смогут войти.`,
      unblockTask: 'Разблокировка пользователей',
      grant: 'Открыть доступ к курсу',
      grantHeader: (n: number, exact = true) => `Открыть доступ к курсу: ${exact ? '' : '≈ '}${students(n)}`,
      grantTask: 'Открытие доступа к курсу',
      grantSubmit: 'Открыть доступ',
    },
    applications: {
      status: 'Сменить статус',
      statusHeader: (n: number, exact = true) => `Сменить статус: ${exact ? '' : '≈ '}${applications(n)}`,
      statusLabel: 'Новый статус',
      statusSubmit: 'Сменить',
      statusTask: 'Смена статуса заявок',
    },
    failure: 'Не удалось выполнить действие: часть строк может быть уже изменена, повторите его.',
  },
} as const;
