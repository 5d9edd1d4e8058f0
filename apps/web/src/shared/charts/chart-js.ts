import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * The chart.js pieces the product draws (bars, lines and their filled areas, doughnuts, their scales, legend and tooltip) and no
 * more. PrimeReact's Chart loads `chart.js/auto`, which registers every chart type; the build points that
 * path here (build/chart-js-alias.ts), so the few pieces above are all that ships. The kit imports this
 * file statically, so chart.js is part of a chart page's own chunk rather than a second round trip.
 */
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  // The area under a single line (chart-config.ts `fill`): without it chart.js warns and draws no fill.
  Filler,
  Legend,
  Tooltip,
);

export { Chart };
export default Chart;
