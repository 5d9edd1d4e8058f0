import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorText } from './error-text';

describe('errorText', () => {
  it('maps the server messages of spec §8 to Russian', () => {
    expect(errorText(new ApiError(400, 'User not found'))).toBe(
      'Неверный email, такого пользователя не существует',
    );
    expect(errorText(new ApiError(400, 'Invalid password'))).toBe('Пароль не подходит');
    expect(errorText(new ApiError(400, 'email must be an email'))).toBe('Такого пользователя не существует!');
  });

  it('keeps the sign-in text to the forms: a profile that is not there (404) is «Пользователь не найден»', () => {
    expect(errorText(new ApiError(404, 'User not found'))).toBe('Пользователь не найден');
  });

  it('gives Russian texts for rate limits, unknown messages and non-API errors', () => {
    expect(errorText(new ApiError(429, 'Too many attempts, try again later'))).toBe(
      'Слишком много неудачных попыток. Попробуйте позже.',
    );
    expect(errorText(new ApiError(500, 'Internal Server Error'))).toBe('Что-то пошло не так!');
    expect(errorText(new Error('boom'))).toBe('Что-то пошло не так!');
  });

  it('says how long to wait after failed attempts, from the Retry-After of the 429', async () => {
    const tooMany = (seconds: string) =>
      ApiError.fromResponse(
        new Response(
          JSON.stringify({
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'Too many attempts, try again later',
          }),
          { status: 429, headers: { 'retry-after': seconds } },
        ),
      );
    expect(errorText(await tooMany('1'))).toBe('Слишком много неудачных попыток. Повторите через 1 секунду.');
    expect(errorText(await tooMany('4'))).toBe('Слишком много неудачных попыток. Повторите через 4 секунды.');
    expect(errorText(await tooMany('61'))).toBe('Слишком много неудачных попыток. Повторите через 2 минуты.');
    expect(errorText(await tooMany('900'))).toBe(
      'Слишком много неудачных попыток. Повторите через 15 минут.',
    );
  });
});
