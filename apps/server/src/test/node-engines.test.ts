import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../paths';

// Every machine runs Node 20, so a clean install must not pull a package whose `engines.node` excludes it
// (npm only warns, and the package may break at run time). This reads the lockfile, i.e. what `npm ci` installs.

const repoRoot = () => join(serverRoot(), '..', '..');

type Version = [number, number, number];

function parseVersion(text: string): { version: Version; wildcard: number } {
  const parts = text.replace(/^v/, '').split('.');
  const version: Version = [0, 0, 0];
  let wildcard = 3;
  for (let i = 0; i < 3; i++) {
    const part = parts[i];
    if (part === undefined || part === 'x' || part === 'X' || part === '*') {
      wildcard = Math.min(wildcard, i);
      break;
    }
    version[i] = Number.parseInt(part, 10);
  }
  return { version, wildcard };
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function satisfiesComparator(node: Version, comparator: string): boolean {
  const [, op = '', rest = ''] = /^(>=|<=|>|<|=|\^|~)?\s*(.*)$/.exec(comparator) ?? [];
  if (rest === '*' || rest === '') return true;
  const { version, wildcard } = parseVersion(rest);
  const upperOf = (index: number): Version =>
    index === 0 ? [version[0] + 1, 0, 0] : [version[0], version[1] + 1, 0];
  const cmp = compare(node, version);
  switch (op) {
    case '>=':
      return cmp >= 0;
    case '>':
      return wildcard < 3 ? compare(node, upperOf(Math.max(0, wildcard - 1))) >= 0 : cmp > 0;
    case '<=':
      return wildcard < 3 ? compare(node, upperOf(Math.max(0, wildcard - 1))) < 0 : cmp <= 0;
    case '<':
      return cmp < 0;
    case '^':
      return cmp >= 0 && compare(node, upperOf(version[0] === 0 ? 1 : 0)) < 0;
    case '~':
      return cmp >= 0 && compare(node, upperOf(wildcard === 1 ? 0 : 1)) < 0;
    default:
      // A bare or x-range version ("20", "10.*", "1.2.3").
      return wildcard === 3 ? cmp === 0 : cmp >= 0 && compare(node, upperOf(Math.max(0, wildcard - 1))) < 0;
  }
}

function nodeSatisfies(nodeVersion: string, range: string): boolean {
  const node = parseVersion(nodeVersion).version;
  return range.split('||').some((set) => {
    const comparators = set
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/);
    return comparators.every((comparator) => satisfiesComparator(node, comparator));
  });
}

describe('Node engine ranges', () => {
  it('reads the range forms found in the lockfile', () => {
    expect(nodeSatisfies('20.19.0', '>=20.19')).toBe(true);
    expect(nodeSatisfies('20.19.0', '>=22')).toBe(false);
    expect(nodeSatisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(nodeSatisfies('20.19.0', '^18.18.0 || >=22')).toBe(false);
    expect(nodeSatisfies('20.19.0', '18 || 20 || >=22')).toBe(true);
    expect(nodeSatisfies('20.19.0', '>= 10.x')).toBe(true);
    expect(nodeSatisfies('20.19.0', '>=16 || 14 >=14.17')).toBe(true);
    expect(nodeSatisfies('14.16.0', '>=16 || 14 >=14.17')).toBe(false);
    expect(nodeSatisfies('20.19.0', '>=20.18.1')).toBe(true);
    expect(nodeSatisfies('20.19.0', '>=22.12.0')).toBe(false);
    expect(nodeSatisfies('20.19.0', '*')).toBe(true);
  });
});

describe('a clean install on Node 20', () => {
  it('installs no package whose engines exclude the oldest Node the project supports', () => {
    const root = JSON.parse(readFileSync(join(repoRoot(), 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const oldest = root.engines.node.replace(/^>=\s*/, '');
    const lock = JSON.parse(readFileSync(join(repoRoot(), 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const excluded = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return node !== undefined && !(nodeSatisfies(oldest, node) && nodeSatisfies(process.version, node));
      })
      .map(([path, entry]) => `${path}@${entry.version} needs node ${JSON.stringify(entry.engines)}`);
    expect(excluded).toEqual([]);
  });
});
