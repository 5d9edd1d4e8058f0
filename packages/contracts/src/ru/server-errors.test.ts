import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../common/errors';
import { PAYMENT_MESSAGES } from '../payments';
import { SERVER_MESSAGE_TEXTS, toRussianError } from './server-errors';

describe('toRussianError', () => {
  it.each([
    ['email must be an email', 'Такого пользователя не существует!'],
    ['A user with this email already exists', 'Такой пользователь уже существует'],
    ['Invalid password', 'Пароль не подходит'],
    ['User not found', 'Неверный email, такого пользователя не существует'],
  ])('maps %j as spec §8 says', (message, text) => {
    expect(toRussianError(message)).toBe(text);
  });

  it.each([
    ['File too large', 'Файл слишком большой'],
    ['File is not an image', 'Можно загрузить только изображение (JPG, PNG, GIF, WebP или BMP)'],
    ['File type is not allowed', 'Такой тип файла загружать нельзя'],
    ['File content does not match its extension', 'Содержимое файла не соответствует его расширению'],
    ['Upload is incomplete', 'Файл загрузился не полностью, попробуйте ещё раз'],
  ])('shows the storage refusal %j in Russian', (message, text) => {
    expect(toRussianError(message)).toBe(text);
  });

  it('shows refused characters (NUL, half an emoji) in Russian', () => {
    expect(toRussianError(SERVER_MESSAGES.invalidCharacters)).toBe('Недопустимые символы в тексте');
  });

  it('shows a refused refund or status change in Russian', () => {
    expect(toRussianError(PAYMENT_MESSAGES.refundTooLarge)).toBe(
      'Сумма больше, чем осталось вернуть по этому платежу',
    );
    expect(toRussianError('This status change is not allowed')).toBe(
      'Такая смена статуса платежа недоступна',
    );
  });

  it('has a text for every server message', () => {
    for (const message of [...Object.values(SERVER_MESSAGES), ...Object.values(PAYMENT_MESSAGES)]) {
      expect(SERVER_MESSAGE_TEXTS[message]).toMatch(/[а-яё]/i);
    }
  });

  it('ignores surrounding spaces but not case', () => {
    expect(toRussianError(' Invalid password ')).toBe('Пароль не подходит');
    expect(toRussianError('invalid password')).toBe('Что-то пошло не так!');
  });

  it('shows a message that is already Russian', () => {
    expect(toRussianError('Курс не найден')).toBe('Курс не найден');
    expect(toRussianError('  Ошибка: code 42 ')).toBe('Ошибка: code 42');
    expect(toRussianError('Ёлка')).toBe('Ёлка');
  });

  it.each([
    ['Internal Server Error'],
    ['Request failed with status code 500'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('falls back to the generic text for %j', (message) => {
    expect(toRussianError(message)).toBe('Что-то пошло не так!');
  });

  it('uses the given fallback', () => {
    const fallback = 'Что-то пошло не так! Проверьте данные и повторите попытку';
    expect(toRussianError('Bad Request', fallback)).toBe(fallback);
    expect(toRussianError('User not found', fallback)).toBe(
      'Неверный email, такого пользователя не существует',
    );
  });

  it('does not match inherited object keys', () => {
    expect(toRussianError('toString')).toBe('Что-то пошло не так!');
    expect(toRussianError('__proto__')).toBe('Что-то пошло не так!');
  });
});
