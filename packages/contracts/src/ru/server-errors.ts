import { APPLICATION_SAME_STATUS } from '../applications';
import { SERVER_MESSAGES } from '../common/errors';
import { PAYMENT_MESSAGES } from '../payments';
import { texts } from './texts';

type ServerMessage =
  | (typeof SERVER_MESSAGES)[keyof typeof SERVER_MESSAGES]
  | (typeof PAYMENT_MESSAGES)[keyof typeof PAYMENT_MESSAGES]
  | typeof APPLICATION_SAME_STATUS;

/** What the user reads for each server message the API sends verbatim (spec §8). */
export const SERVER_MESSAGE_TEXTS: Record<ServerMessage, string> = {
  [SERVER_MESSAGES.emailMustBeEmail]: 'Такого пользователя не существует!',
  [SERVER_MESSAGES.userExists]: 'Такой пользователь уже существует',
  [SERVER_MESSAGES.invalidPassword]: 'Пароль не подходит',
  [SERVER_MESSAGES.userNotFound]: 'Неверный email, такого пользователя не существует',
  [SERVER_MESSAGES.fileRequired]: 'Выберите файл',
  [SERVER_MESSAGES.fileEmpty]: 'Файл пустой',
  [SERVER_MESSAGES.fileNotImage]: 'Можно загрузить только изображение (JPG, PNG, GIF, WebP или BMP)',
  [SERVER_MESSAGES.fileTypeNotAllowed]: 'Такой тип файла загружать нельзя',
  [SERVER_MESSAGES.fileTooLarge]: 'Файл слишком большой',
  [SERVER_MESSAGES.fileContentMismatch]: 'Содержимое файла не соответствует его расширению',
  [SERVER_MESSAGES.uploadIncomplete]: 'Файл загрузился не полностью, попробуйте ещё раз',
  [SERVER_MESSAGES.storageUnavailable]: SERVER_MESSAGES.storageUnavailable,
  [SERVER_MESSAGES.taskNotFound]: SERVER_MESSAGES.taskNotFound,
  [SERVER_MESSAGES.taskFileMissing]: SERVER_MESSAGES.taskFileMissing,
  [SERVER_MESSAGES.searchTooShort]: 'Введите не меньше 3 символов',
  [SERVER_MESSAGES.invalidCharacters]: 'Недопустимые символы в тексте',
  [PAYMENT_MESSAGES.refundTooLarge]: 'Сумма больше, чем осталось вернуть по этому платежу',
  [PAYMENT_MESSAGES.notRefundable]: 'Вернуть можно только оплаченный платёж',
  [PAYMENT_MESSAGES.transitionNotAllowed]: 'Такая смена статуса платежа недоступна',
  [PAYMENT_MESSAGES.notFound]: 'Платёж не найден',
  [APPLICATION_SAME_STATUS]: 'Заявка уже в этом статусе',
};

const CYRILLIC = /[\u0400-\u04FF]/;

/**
 * The Russian text to show for a server message: a known message (exact match, surrounding spaces
 * ignored) maps per spec §8; a message that already has Cyrillic in it is shown (trimmed); anything else
 * — English internals, '', null — gives `fallback` ('Что-то пошло не так!' by default).
 */
export function toRussianError(
  message: string | null | undefined,
  fallback: string = texts.common.somethingWrong,
): string {
  const trimmed = message?.trim() ?? '';
  if (Object.hasOwn(SERVER_MESSAGE_TEXTS, trimmed)) return SERVER_MESSAGE_TEXTS[trimmed as ServerMessage];
  return CYRILLIC.test(trimmed) ? trimmed : fallback;
}
