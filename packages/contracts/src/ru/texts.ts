/**
 * The one Russian dictionary of the product (spec §2, §4, §8). Web pages read every visible text from here,
 * so a missing key is a compile error. Grouped by screen or concern.
 */
export const texts = {
  common: {
    success: 'Успешно',
    error: 'Ошибка',
    required: 'Поле обязательно',
    somethingWrong: 'Что-то пошло не так!',
    somethingWrongLong: 'Что-то пошло не так! Проверьте данные и повторите попытку',
    accessDenied: 'Нет доступа',
    yes: 'Да',
    no: 'Нет',
    cancel: 'Отмена',
    save: 'Сохранить',
  },
  auth: {
    logoutConfirm: 'Вы уверены, что хотите выйти из системы?',
    passwordsMustMatch: 'Пароли должны совпадать',
    passwordUpdated: 'Пароль обновлён',
    newPasswordSent: 'Новый пароль отправлен на почту',
  },
  validation: {
    badVideoUrl: 'Неверный URL видео',
  },
} as const;
