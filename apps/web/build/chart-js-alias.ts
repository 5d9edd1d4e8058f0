import { join } from 'node:path';

/**
 * PrimeReact's Chart imports `chart.js/auto` (every chart type and plugin); the app takes the subset it
 * registers in src/shared/charts/chart-js.ts instead (tree-shaken: only what the product draws).
 */
export const chartJsAlias = {
  find: /^chart\.js\/auto$/,
  replacement: join(import.meta.dirname, '..', 'src', 'shared', 'charts', 'chart-js.ts'),
};
