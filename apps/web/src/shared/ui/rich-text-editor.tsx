import 'quill/dist/quill.snow.css';
import './rich-text.css';
import { texts } from '@school/contracts';
import { Editor } from 'primereact/editor';

type RichTextEditorProps = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  /** The field's name, for screen readers (the visible label is the caller's). */
  label: string;
};

const e = texts.richText;
/** Quill's own toolbar has English pickers; these buttons are what lessons and news need, named in Russian. */
const BUTTONS: { format: string; value?: string; label: string }[][] = [
  [
    { format: 'header', value: '2', label: e.heading },
    { format: 'bold', label: e.bold },
    { format: 'italic', label: e.italic },
    { format: 'underline', label: e.underline },
  ],
  [
    { format: 'list', value: 'ordered', label: e.ordered },
    { format: 'list', value: 'bullet', label: e.bullet },
    { format: 'blockquote', label: e.quote },
  ],
  [
    { format: 'link', label: e.link },
    { format: 'clean', label: e.clean },
  ],
];

const toolbar = (
  <>
    {BUTTONS.map((group) => (
      <span key={group[0]!.format} className="ql-formats">
        {group.map(({ format, value, label }) => (
          <button
            key={`${format}-${value ?? ''}`}
            type="button"
            className={`ql-${format}`}
            value={value}
            aria-label={label}
            title={label}
          />
        ))}
      </span>
    ))}
  </>
);

/**
 * Rich text (a lesson, a news item): PrimeReact Editor on quill 2; the server sanitises what it stores.
 * Quill weighs ~200 KiB: import this only from a lazily loaded module, never from a page's first chunk.
 */
export function RichTextEditor({ id, value, onChange, readOnly = false, label }: RichTextEditorProps) {
  return (
    <Editor
      id={id}
      value={value}
      onTextChange={(event) => onChange(event.htmlValue ?? '')}
      readOnly={readOnly}
      showHeader={!readOnly}
      headerTemplate={toolbar}
      aria-label={label}
      className="app-editor"
    />
  );
}
