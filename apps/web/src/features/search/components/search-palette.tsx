import { SEARCH_QUERY_MIN, type SearchGroup } from '@school/contracts/search';
import { searchTexts as t } from '@school/contracts/texts/search';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { currentUserQuery } from '@/shared/session/current-user';
import { useGlobalSearch } from '../search.api';
import { type SearchOption, searchSections } from '../search-options';
import { readRecent, rememberRecent } from '../search-recent';
import '../search.css';

const LISTBOX = 'global-search-listbox';

const totalText = (group: SearchGroup) =>
  `${group.totalExact ? '' : '≈ '}${group.total.toLocaleString('ru-RU')}`;

/**
 * The global search (issue 31): a combobox over a listbox of grouped results. The arrows move the active
 * option (aria-activedescendant), Enter opens it, Esc closes the dialog; with nothing typed, the records
 * opened last.
 */
export function SearchPalette({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const navigate = useNavigate();
  const { data: me } = useQuery(currentUserQuery());
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), 250);
  const searching = q.length >= SEARCH_QUERY_MIN;
  const { data, isFetching, isPlaceholderData } = useGlobalSearch(q);
  // The previous query's results stay on screen while the next are asked for, but are not opened.
  const stale = text.trim() !== q || isPlaceholderData;
  const groups = searching && text.trim().length >= SEARCH_QUERY_MIN ? data?.groups : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the recent list is read again each time it opens
  const recent = useMemo(() => readRecent(me?.id), [me?.id, visible]);
  const sections = searchSections(groups, text.trim() ? [] : recent);
  const options = sections.flatMap((section) => section.options);
  const current = options[Math.min(active, options.length - 1)];

  const open = (option: SearchOption) => {
    if (stale && text.trim()) return;
    if (option.item) rememberRecent(me?.id, option.item);
    onHide();
    setText('');
    navigate(option.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves && options.length > 0) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
      document
        .getElementById(options[moves[event.key] ?? 0]?.id ?? '')
        ?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      open(current);
    }
  };

  const status = (() => {
    if (text.trim().length > 0 && text.trim().length < SEARCH_QUERY_MIN) return t.hint;
    if (text.trim() && (!groups || isFetching) && options.length === 0) return t.loading;
    if (groups && options.length === 0) return t.empty;
    if (!text.trim() && options.length === 0) return t.hint;
    return '';
  })();

  return (
    <Dialog
      header={t.dialog}
      visible={visible}
      onHide={onHide}
      position="top"
      dismissableMask
      draggable={false}
      resizable={false}
      className="search-palette"
      contentClassName="search-palette__content"
    >
      <input
        autoFocus
        className="p-inputtext p-component w-full"
        role="combobox"
        aria-label={t.input}
        aria-expanded={options.length > 0}
        aria-controls={LISTBOX}
        aria-autocomplete="list"
        aria-activedescendant={current?.id}
        placeholder={t.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="search-palette__status" role="status">
        {status}
      </p>
      <div
        id={LISTBOX}
        role="listbox"
        aria-label={t.dialog}
        aria-busy={stale && text.trim() !== ''}
        className="search-palette__list"
      >
        {sections.map((section) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's group is a role="group", not a fieldset
          <div key={section.key} role="group" aria-labelledby={`${LISTBOX}-${section.key}`}>
            <div id={`${LISTBOX}-${section.key}`} className="search-palette__group" role="presentation">
              {section.kind === 'recent' ? t.recent : t.groups[section.kind]}
              {section.group && <span className="search-palette__total">{totalText(section.group)}</span>}
            </div>
            {section.options.map((option) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (aria-activedescendant)
              <div
                key={option.id}
                id={option.id}
                role="option"
                tabIndex={-1}
                aria-selected={option.id === current?.id}
                className="search-palette__option"
                onClick={() => open(option)}
                onMouseMove={() => setActive(options.indexOf(option))}
              >
                {option.item ? (
                  <>
                    <span className="search-palette__title">{option.item.title}</span>
                    {option.item.subtitle && (
                      <span className="search-palette__subtitle">{option.item.subtitle}</span>
                    )}
                  </>
                ) : (
                  <span className="search-palette__all">
                    {section.group
                      ? t.showAllOf(t.groups[section.group.kind], totalText(section.group))
                      : t.showAll}
                  </span>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      <p className="search-palette__keys" aria-hidden="true">
        {t.keys}
      </p>
    </Dialog>
  );
}
