import { describe, expect, it } from 'vitest';
import { faqBlurPlan, movedIds, rebaseFaqDraft, shouldSaveFaqItem, tagHeaderError } from './faq-draft';

const saved = { question: 'Как проходит обучение?', answer: 'По расписанию.' };

describe('shouldSaveFaqItem', () => {
  it('is false when neither text changed, spaces around them included', () => {
    expect(shouldSaveFaqItem(saved, { ...saved })).toBe(false);
    expect(shouldSaveFaqItem(saved, { question: ` ${saved.question} `, answer: `${saved.answer}\n` })).toBe(
      false,
    );
  });

  it('is true when the question or the answer changed', () => {
    expect(shouldSaveFaqItem(saved, { ...saved, question: 'Как учиться?' })).toBe(true);
    expect(shouldSaveFaqItem(saved, { ...saved, answer: '' })).toBe(true);
  });
});

describe('faqBlurPlan', () => {
  it('sends nothing without a change, only the changed text (trimmed) with one', () => {
    expect(faqBlurPlan(saved, saved)).toBeNull();
    expect(faqBlurPlan(saved, { ...saved, answer: ' Каждый день. ' })).toEqual({
      body: { answer: 'Каждый день.' },
    });
  });

  it('gives the contracts’ Russian messages instead of a body when a limit is broken', () => {
    expect(faqBlurPlan(saved, { question: ' ', answer: 'я'.repeat(1301) })).toEqual({
      errors: { question: 'Поле обязательно', answer: 'Не длиннее 1300 символов' },
    });
    expect(faqBlurPlan(saved, { ...saved, question: 'в'.repeat(701) })).toEqual({
      errors: { question: 'Не длиннее 700 символов' },
    });
    expect(faqBlurPlan(saved, { ...saved, answer: 'я'.repeat(1300) })).toEqual({
      body: { answer: 'я'.repeat(1300) },
    });
  });
});

describe('rebaseFaqDraft', () => {
  it('takes new saved texts into untouched fields and keeps a field being edited', () => {
    const newer = { question: 'Как учиться?', answer: 'Каждый день.' };
    expect(rebaseFaqDraft(saved, saved, newer)).toEqual(newer);
    expect(rebaseFaqDraft({ ...saved, answer: 'Печатаю…' }, saved, newer)).toEqual({
      question: 'Как учиться?',
      answer: 'Печатаю…',
    });
  });
});

describe('movedIds', () => {
  it('moves one id and keeps the rest in order; out of range changes nothing', () => {
    expect(movedIds([1, 2, 3], 1, 0)).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(movedIds([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  });
});

describe('tagHeaderError', () => {
  it('requires a name of at most 700 characters', () => {
    expect(tagHeaderError('  ')).toBe('Поле обязательно');
    expect(tagHeaderError('т'.repeat(701))).toBe('Не длиннее 700 символов');
    expect(tagHeaderError('Оплата')).toBeUndefined();
  });
});
