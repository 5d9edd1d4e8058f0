import { describe, expect, it } from 'vitest';
import { PROFILE_TABS, staffProfileTabs, visibleProfileTabs } from './profile-tabs';

const paths = (tabs: { to: string }[]) => tabs.map((tab) => tab.to);
const labels = (tabs: { label: string }[]) => tabs.map((tab) => tab.label);

describe('profile tab sets (spec §2)', () => {
  it('one’s own profile: the staff tabs in spec order, then settings', () => {
    expect(paths(visibleProfileTabs(PROFILE_TABS))).toEqual([
      'courses',
      'questions',
      'feed',
      'services',
      'broadcasts',
      'users',
      'applications',
      'sales-courses',
      'settings',
      'earnings',
    ]);
    expect(labels(PROFILE_TABS)[0]).toBe('Мои курсы');
  });

  it('a curator’s or speaker’s profile: the «Курсы» variant of the same set', () => {
    for (const role of ['curator', 'speaker'] as const) {
      const tabs = visibleProfileTabs(staffProfileTabs(role));
      expect(paths(tabs)).toEqual([
        'courses',
        'questions',
        'feed',
        'services',
        'broadcasts',
        'users',
        'applications',
        'sales-courses',
        'earnings',
      ]);
      expect(labels(tabs)[0]).toBe('Курсы');
    }
  });

  it('an administrator’s profile: the shorter set', () => {
    for (const role of ['admin', 'super-admin'] as const) {
      expect(paths(visibleProfileTabs(staffProfileTabs(role)))).toEqual([
        'courses',
        'questions',
        'services',
        'broadcasts',
      ]);
    }
  });
});
