import type { Page } from '@playwright/test';

/** A list's rows: the table's on a wider screen, its cards on a phone (apps/web/src/shared/lists/list-cards.tsx). */
export const listRows = (page: Page) => page.locator('tbody tr, .app-list-card');
