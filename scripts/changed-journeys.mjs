// The browser journeys (e2e/*.spec.ts) of the features a change touches, for `npm run test:quick`: a changed
// spec itself, the specs of a changed web feature or server module (by name, or through FEATURE_JOURNEYS), and
// the shell's and lists' journeys for the web app's shared code. «Changed» is the work tree against HEAD plus
// the commits since the branch left main (on main itself: since its upstream, or none).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Features and modules whose journeys are not named after them. */
export const FEATURE_JOURNEYS = {
  staff: ['people'],
  students: ['people', 'students', 'bulk-actions'],
  tasks: ['exports', 'bulk-actions'],
  auth: ['auth', 'profile'],
  profile: ['profile'],
  onboarding: ['cancel-reasons'],
  'course-modules': ['courses'],
  lessons: ['courses'],
  files: ['courses', 'profile'],
  payments: ['sales'],
  balances: ['earnings'],
  faq: ['faq-tags'],
  tags: ['faq-tags'],
  'site-content': ['settings', 'faq-tags'],
  mail: ['mail-outbox'],
  'application-intake': ['applications', 'applications-board'],
  applications: ['applications', 'applications-board', 'services'],
  'saved-views': ['lists'],
};

/** What the web app's shared code and shell touch on every page. */
const SHARED_JOURNEYS = ['shell', 'lists'];

/** Spec file names (without `.spec.ts`) for changed paths; `specs` are the ones that exist. */
export function journeysFor(paths, specs) {
  const chosen = new Set();
  const add = (name) => {
    for (const spec of specs) if (spec === name || spec.startsWith(`${name}-`)) chosen.add(spec);
  };
  for (const path of paths) {
    const spec = path.match(/^e2e\/([^/]+)\.spec\.ts$/);
    const feature = path.match(/^apps\/(?:web\/src\/features|server\/src\/modules)\/([^/]+)\//);
    if (spec) chosen.add(spec[1]);
    else if (feature) {
      add(feature[1]);
      for (const name of FEATURE_JOURNEYS[feature[1]] ?? []) add(name);
    } else if (/^apps\/web\/src\/(app|shared)\//.test(path)) {
      for (const name of SHARED_JOURNEYS) add(name);
    }
  }
  return [...chosen].filter((name) => specs.includes(name)).sort();
}

function git(root, ...args) {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : '';
}

/** The paths changed since main, as described above. */
export function changedPaths(root) {
  const branch = git(root, 'rev-parse', '--abbrev-ref', 'HEAD');
  const base =
    branch === 'main'
      ? git(root, 'merge-base', 'HEAD', '@{upstream}')
      : git(root, 'merge-base', 'HEAD', 'main');
  const committed = base ? git(root, 'diff', '--name-only', `${base}...HEAD`) : '';
  const working = git(root, 'diff', '--name-only', 'HEAD');
  const untracked = git(root, 'ls-files', '--others', '--exclude-standard');
  return [...new Set([committed, working, untracked].join('\n').split('\n').filter(Boolean))];
}

/** The spec files to run (`xxx.spec.ts`, relative to e2e/). */
export function changedJourneys(root) {
  const specs = readdirSync(join(root, 'e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => name.replace(/\.spec\.ts$/, ''));
  return journeysFor(changedPaths(root), specs).map((name) => `${name}.spec.ts`);
}
