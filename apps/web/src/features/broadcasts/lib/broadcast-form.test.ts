import { describe, expect, it } from 'vitest';
import { broadcastFormInitial, broadcastFormSchema, defaultStart, relativeStart } from './broadcast-form';

const now = new Date('2026-11-25T12:00:00.000Z');

describe('relativeStart', () => {
  it('says how far the start is, in Russian', () => {
    expect(relativeStart('2026-11-28T12:00:00.000Z', now)).toBe('через 3 дня');
    expect(relativeStart('2026-11-26T12:00:00.000Z', now)).toBe('завтра');
    expect(relativeStart('2026-11-25T15:00:00.000Z', now)).toBe('через 3 часа');
    expect(relativeStart('2026-11-25T12:15:00.000Z', now)).toBe('через 15 минут');
    expect(relativeStart('2026-11-20T12:00:00.000Z', now)).toBe('5 дней назад');
  });
});

describe('the broadcast form', () => {
  it('opens a new broadcast tomorrow at 19:00 of the device clock', () => {
    const start = defaultStart(now);
    expect(start.getHours()).toBe(19);
    expect(start.getTime()).toBeGreaterThan(now.getTime());
    expect(broadcastFormInitial(null, now)).toMatchObject({ title: '', courseId: '', streamUrl: '' });
  });

  it('refuses a javascript: link and an over-long title with the contracts’ messages', () => {
    const result = broadcastFormSchema.safeParse({
      title: 'Т'.repeat(201),
      description: '',
      startsAt: now.toISOString(),
      streamUrl: 'javascript:alert(1)',
      courseId: '',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['title', 'Название — не длиннее 200 символов'],
      ['streamUrl', 'Ссылка должна начинаться с http:// или https://'],
    ]);
  });

  it('sends the course as a number, or null', () => {
    const base = { title: 'Эфир', description: '', startsAt: now.toISOString(), streamUrl: '' };
    expect(broadcastFormSchema.parse({ ...base, courseId: '7' }).courseId).toBe(7);
    expect(broadcastFormSchema.parse({ ...base, courseId: '' }).courseId).toBeNull();
  });
});
