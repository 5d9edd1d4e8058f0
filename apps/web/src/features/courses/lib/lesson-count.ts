import { formatCount, texts } from '@school/contracts';

/** '1 урок', '3 урока', '11 уроков' (spec §9 plural helper). */
export const lessonCount = (count: number): string => formatCount(count, texts.plurals.lesson);
export const moduleCount = (count: number): string => formatCount(count, texts.plurals.module);
