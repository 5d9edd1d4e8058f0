import { applicationsTexts } from './texts/applications';
import { chartsTexts } from './texts/charts';
import { commonTexts } from './texts/common';
import { paymentsTexts } from './texts/payments';
import { richTextTexts } from './texts/rich-text';
import { shellTexts } from './texts/shell';
import { staffTexts } from './texts/staff';
import { studentsTexts } from './texts/students';

/**
 * The one Russian dictionary of the product (spec §2, §4, §8). Web pages read every visible text from here,
 * so a missing key is a compile error. The groups live in ./texts/*.ts by area; this object is the one
 * place pages import from — except a feature's own dictionary (broadcasts, news, questions, site-content), which
 * the feature imports from `@school/contracts/texts/<name>` so that it travels with the feature's lazy chunk
 * rather than with every page's first load (vite.config.ts keeps those files out of app-core).
 */
export const texts = {
  ...commonTexts,
  ...shellTexts,
  ...studentsTexts,
  ...staffTexts,
  ...paymentsTexts,
  ...chartsTexts,
  ...applicationsTexts,
  ...richTextTexts,
} as const;
