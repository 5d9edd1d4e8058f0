import { texts } from '@school/contracts';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';

type SearchInputProps = {
  value: string;
  onSearch: (value: string) => void;
  /** The debounce is the caller's choice (spec §9); 400 ms suits typing a name. */
  delayMs?: number;
  placeholder?: string;
  label?: string;
};

/**
 * A search box that tells its list only once typing pauses, or at once when it loses focus; follows the URL
 * when it changes (back). The × empties it at once, without waiting for the pause.
 */
export function SearchInput({
  value,
  onSearch,
  delayMs = 400,
  placeholder = texts.lists.searchPlaceholder,
  label = texts.lists.search,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // What the list was last told. The URL changes before the page renders it, so `value` can lag behind a
  // search just sent; comparing with it would drop a clear that follows quickly.
  const sent = useRef(value);

  useEffect(() => {
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string) => {
    if (next.trim() === sent.current.trim()) return;
    sent.current = next;
    latest.current(next);
  };

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), delayMs);
  };

  // Leaving the box (Tab, or a click on a row's link) sends what was typed now: a search sent 400 ms later
  // would start a navigation of its own and cancel the page the click is already opening.
  const flush = () => {
    clearTimeout(timer.current);
    send(text);
  };

  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    send('');
    input.current?.focus();
  };

  // IconField hands its own props to every child, so the clear button sits beside it, not inside.
  return (
    <div className="app-list-search">
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText
          ref={input}
          type="search"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={flush}
          placeholder={placeholder}
          aria-label={label}
          className="w-full"
        />
      </IconField>
      {text !== '' && (
        <button
          type="button"
          className="app-list-search__clear"
          onClick={clear}
          aria-label={texts.lists.clearSearch}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
