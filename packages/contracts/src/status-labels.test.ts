import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_FILTER_LABELS,
  APPLICATION_STATUS_FILTERS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_SEVERITY,
  APPLICATION_STATUSES,
  applicationStatusFilterSchema,
  applicationStatusSchema,
} from './application-status';
import { TAG_SEVERITIES } from './common/severity';
import { CONTENT_SECTION_LABELS, CONTENT_SECTIONS, contentSectionSchema } from './content-section';
import { COURSE_LEVEL_LABELS, COURSE_LEVELS, courseLevelSchema } from './course-level';
import {
  AUTHOR_SELECTABLE_COURSE_STATUSES,
  COURSE_STATUS,
  COURSE_STATUS_LABELS,
  COURSE_STATUS_SEVERITY,
  COURSE_STATUSES,
  courseStatusSchema,
} from './course-status';
import { GENDER_LABELS, GENDERS, genderSchema } from './gender';
import {
  PAYMENT_TYPE_FILTER_LABELS,
  PAYMENT_TYPE_FILTERS,
  SUBSCRIPTION_FILTER_LABELS,
  SUBSCRIPTION_FILTERS,
} from './list-filters';
import { PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDERS, paymentProviderSchema } from './payment-provider';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUS_SEVERITY, PAYMENT_STATUSES } from './payment-status';
import {
  STUDENT_STATUS,
  STUDENT_STATUS_LABELS,
  STUDENT_STATUS_SEVERITY,
  STUDENT_STATUSES,
  studentStatusSchema,
} from './student-status';

const keys = (map: object) => Object.keys(map).sort();
const asKeys = (values: readonly (string | number)[]) => values.map(String).sort();

describe.each([
  ['course status', COURSE_STATUSES, COURSE_STATUS_LABELS],
  ['course level', COURSE_LEVELS, COURSE_LEVEL_LABELS],
  ['payment status', PAYMENT_STATUSES, PAYMENT_STATUS_LABELS],
  ['payment provider', PAYMENT_PROVIDERS, PAYMENT_PROVIDER_LABELS],
  ['application status', APPLICATION_STATUSES, APPLICATION_STATUS_LABELS],
  ['application filter', APPLICATION_STATUS_FILTERS, APPLICATION_STATUS_FILTER_LABELS],
  ['student status', STUDENT_STATUSES, STUDENT_STATUS_LABELS],
  ['gender', GENDERS, GENDER_LABELS],
  ['subscription filter', SUBSCRIPTION_FILTERS, SUBSCRIPTION_FILTER_LABELS],
  ['payment-type filter', PAYMENT_TYPE_FILTERS, PAYMENT_TYPE_FILTER_LABELS],
  ['content section', CONTENT_SECTIONS, CONTENT_SECTION_LABELS],
] as const)('%s labels', (_name, values, labels) => {
  it('label every value and nothing else, in Russian', () => {
    expect(keys(labels)).toEqual(asKeys(values));
    for (const label of Object.values(labels)) expect(label).toMatch(/\S/);
  });
});

describe.each([
  ['course status', COURSE_STATUSES, COURSE_STATUS_SEVERITY],
  ['payment status', PAYMENT_STATUSES, PAYMENT_STATUS_SEVERITY],
  ['application status', APPLICATION_STATUSES, APPLICATION_STATUS_SEVERITY],
  ['student status', STUDENT_STATUSES, STUDENT_STATUS_SEVERITY],
] as const)('%s severities', (_name, values, severities) => {
  it('cover every value with a Tag severity', () => {
    expect(keys(severities)).toEqual(asKeys(values));
    for (const severity of Object.values(severities)) expect(TAG_SEVERITIES).toContain(severity);
  });
});

describe('course status', () => {
  it('numbers the statuses 0..4 as spec §4 does', () => {
    expect(COURSE_STATUS).toEqual({
      draft: 0,
      forVerification: 1,
      returnRevision: 2,
      publish: 3,
      blocked: 4,
    });
    expect(COURSE_STATUS_LABELS[COURSE_STATUS.forVerification]).toBe('В ожидании');
    expect(COURSE_STATUS_LABELS[COURSE_STATUS.returnRevision]).toBe('Нужны правки');
  });

  it('colours them by the one colour meaning', () => {
    expect(COURSE_STATUS_SEVERITY).toEqual({
      0: 'info',
      1: 'warning',
      2: 'danger',
      3: 'success',
      4: 'danger',
    });
  });

  it('parses numbers only', () => {
    expect(courseStatusSchema.parse(3)).toBe(3);
    expect(courseStatusSchema.safeParse(5).success).toBe(false);
    expect(courseStatusSchema.safeParse('3').success).toBe(false);
    expect(courseStatusSchema.safeParse('publish').success).toBe(false);
  });

  it('lets an author only send for verification', () => {
    expect(AUTHOR_SELECTABLE_COURSE_STATUSES).toEqual([1]);
  });
});

describe('payment status and provider', () => {
  it('tell purchase attempts from automatic charges', () => {
    expect(PAYMENT_STATUS_LABELS.new).toBe('Попытка покупки');
    expect(PAYMENT_STATUS_LABELS.repeat_new).toBe('Попытка автосписания');
    expect(PAYMENT_STATUS_SEVERITY.new).toBe('warning');
    expect(PAYMENT_STATUS_SEVERITY.confirmed).toBe('success');
    expect(PAYMENT_STATUS_SEVERITY.repeat_rejected).toBe('danger');
    expect(PAYMENT_STATUS_SEVERITY.repeat_refunded).toBe('info');
  });

  it('parse the provider names the API sends', () => {
    expect(paymentProviderSchema.parse('pay-selection')).toBe('pay-selection');
    expect(paymentProviderSchema.safeParse('paySelection').success).toBe(false);
  });
});

describe('application status', () => {
  it('adds all to the filter but not to the statuses', () => {
    expect(APPLICATION_STATUS_FILTER_LABELS.all).toBe('Все');
    expect(applicationStatusFilterSchema.parse('all')).toBe('all');
    expect(applicationStatusSchema.safeParse('all').success).toBe(false);
    expect(APPLICATION_STATUS_SEVERITY).toEqual({
      new: 'info',
      inProgress: 'warning',
      rejection: 'danger',
      paid: 'success',
    });
  });
});

describe('student status', () => {
  it('is active = 1 and blocked = 0', () => {
    expect(STUDENT_STATUS).toEqual({ active: 1, blocked: 0 });
    expect(STUDENT_STATUS_LABELS[1]).toBe('Активен');
    expect(STUDENT_STATUS_LABELS[0]).toBe('Заблокирован');
    expect(studentStatusSchema.safeParse(2).success).toBe(false);
  });
});

describe('small enums', () => {
  it('parse their values only', () => {
    expect(courseLevelSchema.safeParse('expert').success).toBe(false);
    expect(genderSchema.parse('female')).toBe('female');
    expect(contentSectionSchema.parse('income')).toBe('income');
    expect(contentSectionSchema.safeParse('main').success).toBe(false);
  });
});
