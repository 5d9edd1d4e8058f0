import { describe, expect, it } from 'vitest';
import { MONEY_MAX, moneySchema, toKopecks } from './common/money';
import {
  COURSE_COMMENT_REQUIRED,
  COURSE_COST_MISMATCH,
  COURSE_DISCOUNT_TOO_BIG,
  courseCostBodySchema,
  courseStatusBodySchema,
  coursesListQuerySchema,
} from './courses';

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('moneySchema', () => {
  it('accepts roubles with up to 2 decimals', () => {
    for (const value of [0, 1, 1990.5, 1990.99, 0.1 + 0.2, MONEY_MAX]) {
      expect(moneySchema.safeParse(value).success).toBe(true);
    }
  });

  it.each([[-0.01], [1.005], [MONEY_MAX + 1], [Number.NaN]])('refuses %s', (value) => {
    expect(moneySchema.safeParse(value).success).toBe(false);
  });

  it('counts kopecks without float drift', () => {
    expect(toKopecks(0.1 + 0.2)).toBe(30);
    expect(toKopecks(19_990.99)).toBe(1_999_099);
  });
});

describe('courseCostBodySchema', () => {
  it('accepts cost = costBeforeDiscount − personalDiscount to the kopeck', () => {
    const body = { costBeforeDiscount: 30_000.3, personalDiscount: 0.1, cost: 30_000.2 };
    expect(courseCostBodySchema.parse(body)).toEqual(body);
    expect(
      courseCostBodySchema.safeParse({ costBeforeDiscount: 0, personalDiscount: 0, cost: 0 }).success,
    ).toBe(true);
  });

  it('blames the discount when it exceeds the price', () => {
    const result = courseCostBodySchema.safeParse({
      costBeforeDiscount: 100,
      personalDiscount: 150,
      cost: 0,
    });
    expect(issuePaths(result)).toEqual(['personalDiscount']);
    expect(result.error?.issues[0]?.message).toBe(COURSE_DISCOUNT_TOO_BIG);
  });

  it('blames the cost when the three do not add up', () => {
    const result = courseCostBodySchema.safeParse({
      costBeforeDiscount: 100,
      personalDiscount: 10,
      cost: 95,
    });
    expect(issuePaths(result)).toEqual(['cost']);
    expect(result.error?.issues[0]?.message).toBe(COURSE_COST_MISMATCH);
  });

  it('refuses negative amounts on their own field', () => {
    const result = courseCostBodySchema.safeParse({ costBeforeDiscount: -1, personalDiscount: 0, cost: -1 });
    expect(issuePaths(result)).toEqual(['costBeforeDiscount', 'cost']);
  });
});

describe('courseStatusBodySchema', () => {
  it('requires a comment when returning for revision', () => {
    const result = courseStatusBodySchema.safeParse({ status: 2, comment: '   ' });
    expect(issuePaths(result)).toEqual(['comment']);
    expect(result.error?.issues[0]?.message).toBe(COURSE_COMMENT_REQUIRED);
    expect(courseStatusBodySchema.parse({ status: 2, comment: ' Добавьте тесты ' }).comment).toBe(
      'Добавьте тесты',
    );
  });

  it('leaves the comment optional otherwise', () => {
    expect(courseStatusBodySchema.parse({ status: 3 })).toEqual({ status: 3 });
    expect(courseStatusBodySchema.safeParse({ status: 5 }).success).toBe(false);
  });
});

describe('coursesListQuerySchema', () => {
  it('coerces the filters from the query string', () => {
    expect(coursesListQuerySchema.parse({ status: '2', directionId: '3', level: 'advanced' })).toMatchObject({
      status: 2,
      directionId: 3,
      level: 'advanced',
      take: 15,
    });
    expect(coursesListQuerySchema.safeParse({ status: '7' }).success).toBe(false);
    expect(coursesListQuerySchema.safeParse({ isTop: 'yes' }).success).toBe(false);
  });
});
