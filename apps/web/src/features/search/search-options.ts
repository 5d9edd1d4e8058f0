import type { SearchGroup, SearchKind } from '@school/contracts/search';
import type { RecentItem } from './search-recent';

/** One row the arrows move over: a record, or a group's «Показать все». */
export type SearchOption = {
  /** The DOM id (aria-activedescendant). */
  id: string;
  kind: SearchKind;
  link: string;
  /** The record, to remember among the recent ones; absent on «Показать все». */
  item?: RecentItem;
};

export type OptionSection = {
  key: string;
  kind: SearchKind | 'recent';
  group?: SearchGroup;
  options: SearchOption[];
};

/**
 * The palette's sections in order: the recent records, or each group with hits and its «Показать все» (when
 * the group has a list page).
 */
export function searchSections(groups: SearchGroup[] | undefined, recent: RecentItem[]): OptionSection[] {
  if (!groups) {
    if (recent.length === 0) return [];
    return [
      {
        key: 'recent',
        kind: 'recent',
        options: recent.map((item) => ({
          id: `search-recent-${item.kind}-${item.id}`,
          kind: item.kind,
          link: item.link,
          item,
        })),
      },
    ];
  }
  return groups
    .filter((group) => group.total > 0)
    .map((group) => ({
      key: group.kind,
      kind: group.kind,
      group,
      options: [
        ...group.items.map((item) => ({
          id: `search-${group.kind}-${item.id}`,
          kind: group.kind,
          link: item.link,
          item: { ...item, kind: group.kind },
        })),
        // A group no page lists by a search (services) has no «Показать все».
        ...(group.listLink
          ? [{ id: `search-${group.kind}-all`, kind: group.kind, link: group.listLink }]
          : []),
      ],
    }));
}
