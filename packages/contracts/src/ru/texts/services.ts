/** Services: the «Услуги» tab of a staff profile and its editor. Imported as `@school/contracts/texts/services`, not through `texts`, so it loads with the feature's own chunk. */
export const servicesTexts = {
  services: {
    title: 'Услуги',
    hint: 'Консультации, разборы и менторство, на которые ученики оставляют заявки.',
    create: 'Добавить услугу',
    createTitle: 'Новая услуга',
    editTitle: 'Изменить услугу',
    name: 'Название',
    description: 'Описание',
    price: 'Цена',
    priceHint: 'В рублях, копейки через запятую. 0 — бесплатно.',
    priceNegative: 'Цена не может быть отрицательной',
    priceTooLarge: 'Цена слишком большая',
    cover: 'Обложка',
    active: 'Принимает заявки',
    activeHint: 'Скрытая услуга не показывается на сайте, но её заявки остаются.',
    activeTag: 'Активна',
    inactiveTag: 'Скрыта',
    noDescription: 'Без описания',
    applications: ['заявка', 'заявки', 'заявок'] as const,
    listLabel: 'Список услуг',
    emptyTitle: 'Услуг пока нет',
    emptyHint: 'Добавьте услугу: название, цену и обложку — по ней смогут оставлять заявки.',
    loadFailed: 'Не удалось загрузить услуги',
    deleteConfirm: (name: string) => `Удалить услугу «${name}»?`,
    /** `applications`: «3 заявки» (formatCount). */
    hideConfirm: (name: string, applications: string) =>
      `По услуге «${name}» уже ${applications}, поэтому она будет скрыта, а не удалена. Продолжить?`,
    deactivated: 'Услуга скрыта: по ней есть заявки',
  },
} as const;
