import { badRequest } from '../../http-errors';

export interface PermutationItem {
  id: number;
  /** Field path of this id in the request body, for the 400. */
  path: string;
}

/**
 * Throws a 400 unless `given` names every id of `expected` exactly once and nothing else: a reorder built
 * from a stale page (someone added or removed a lesson meanwhile) must not silently drop or invent rows.
 */
export function assertPermutation(
  expected: readonly number[],
  given: readonly PermutationItem[],
  what: { noun: string; scope: string; missingPath: string },
): void {
  const known = new Set(expected);
  const seen = new Set<number>();
  for (const { id, path } of given) {
    if (!known.has(id)) throw badRequest(`${what.noun} ${id} не найден ${what.scope}`, path);
    if (seen.has(id)) throw badRequest(`${what.noun} ${id} указан дважды`, path);
    seen.add(id);
  }
  if (seen.size !== known.size) {
    throw badRequest(
      `Указаны не все элементы (${what.noun.toLowerCase()}): обновите страницу`,
      what.missingPath,
    );
  }
}
