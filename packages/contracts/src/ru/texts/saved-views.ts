/**
 * Saved views above every list of the kit (issue 31). Imported as `@school/contracts/texts/saved-views`,
 * not through `texts`, so it loads with the list kit rather than with the sign-in page.
 */
export const savedViewsTexts = {
  savedViews: {
    label: 'Сохранённые виды',
    save: 'Сохранить вид',
    saveTitle: 'Сохранить вид списка',
    saveHint: 'Вид запомнит текущие фильтры, поиск и сортировку списка.',
    renameTitle: 'Переименовать вид',
    name: 'Название',
    team: 'Для всей команды',
    teamHint: 'Вид увидят все сотрудники; менять его могут администраторы.',
    teamTag: 'команда',
    menu: (name: string) => `Действия с видом «${name}»`,
    update: 'Обновить текущими фильтрами',
    rename: 'Переименовать',
    delete: 'Удалить',
    copyLink: 'Скопировать ссылку',
    saveCopy: 'Сохранить себе',
    deleteConfirm: (name: string) => `Удалить вид «${name}»?`,
    saved: (name: string) => `Вид «${name}» сохранён`,
    updated: (name: string) => `Вид «${name}» обновлён`,
    renamed: (name: string) => `Вид переименован в «${name}»`,
    deleted: (name: string) => `Вид «${name}» удалён`,
    copied: (name: string) => `Вид «${name}» сохранён в ваши виды`,
    linkCopied: 'Ссылка на вид скопирована',
    linkNotCopied: 'Не удалось скопировать ссылку: скопируйте её из адресной строки',
    /** A view saved before a release changed the list: what changed, and «Исправить». */
    staleParams: (name: string, params: string[]) =>
      `Вид «${name}» сохранён для прежней версии списка: ${
        params.length === 1
          ? `параметр «${params[0]}» больше не поддерживается`
          : `параметры ${params.map((p) => `«${p}»`).join(', ')} больше не поддерживаются`
      } и не применяется.`,
    staleVersion: (name: string) =>
      `Вид «${name}» сохранён для прежней версии списка: проверьте фильтры и сохраните его заново.`,
    fix: 'Исправить',
    fixed: (name: string) => `Вид «${name}» исправлен`,
  },
} as const;
