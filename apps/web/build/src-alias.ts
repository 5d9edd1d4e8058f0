import { join } from 'node:path';

/** `@/shared/…` is `src/shared/…` (tsconfig.json `paths`), so no import climbs `../../../`. */
export const srcAlias = { find: /^@\//, replacement: `${join(import.meta.dirname, '..', 'src')}/` };
