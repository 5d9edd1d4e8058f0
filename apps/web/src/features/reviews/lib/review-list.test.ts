import type { Review } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { reviewFormSchema } from './review-form';
import { itemIndex, reviewLists } from './review-list';

const review = (id: number, name: string, hidden = false): Review => ({
  id,
  name,
  age: 30,
  date: '2026-05-01',
  text: `Отзыв ${name}`,
  image: id === 1 ? { id: 11, url: '/api/storage/k/a.png' } : null,
  files: id === 2 ? [{ id: 21, url: '/api/info/reviews/2/files/21', name: 'a.pdf', size: 5 }] : [],
  hidden,
  position: id,
});
const list = [review(1, 'Анна'), review(2, 'Борис'), review(3, 'Вера', true)];

describe('the lists the reviews page saves', () => {
  it('moves one review, keeping every field', () => {
    const moved = reviewLists.moved(list, 2, 1);
    expect(moved.map((item) => item.id)).toEqual([1, 3, 2]);
    expect(moved[2]).toEqual({
      id: 2,
      name: 'Борис',
      age: 30,
      date: '2026-05-01',
      text: 'Отзыв Борис',
      imageFileId: null,
      fileIds: [21],
      hidden: false,
    });
    expect(moved[0]?.imageFileId).toBe(11);
  });

  it('hides or shows one, removes one, adds a new one first, replaces an edited one', () => {
    expect(reviewLists.toggledHidden(list, 3).map((item) => item.hidden)).toEqual([false, false, false]);
    expect(reviewLists.removed(list, 2).map((item) => item.id)).toEqual([1, 3]);
    const added = reviewLists.withItem(list, { name: 'Глеб', text: 'Новый' });
    expect(added.map((item) => item.name)).toEqual(['Глеб', 'Анна', 'Борис', 'Вера']);
    expect(itemIndex(list, undefined)).toBe(0);
    const edited = reviewLists.withItem(list, { id: 2, name: 'Борис П.', text: 'Изменён' });
    expect(edited.map((item) => item.name)).toEqual(['Анна', 'Борис П.', 'Вера']);
    expect(itemIndex(list, 2)).toBe(1);
  });
});

describe('the review form', () => {
  it('gives the Russian limit messages and turns empty age and date into null', () => {
    const bad = reviewFormSchema.safeParse({
      name: 'я'.repeat(201),
      age: '0',
      date: '',
      text: 'я'.repeat(5001),
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Имя — не длиннее 200 символов'],
      ['age', 'Возраст — целое число от 1 до 120'],
      ['text', 'Текст — не длиннее 5000 символов'],
    ]);
    expect(reviewFormSchema.parse({ name: ' Анна ', age: '', date: '', text: 'Спасибо' })).toEqual({
      name: 'Анна',
      age: null,
      date: null,
      text: 'Спасибо',
    });
  });
});
