import 'quill/dist/quill.snow.css';
import { texts } from '@school/contracts';
import { Editor } from 'primereact/editor';

type LessonContentEditorProps = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
  label: string;
};

const e = texts.lesson.editor;
/** Quill's own toolbar has English pickers; these buttons are what lessons need, named in Russian. */
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

/** Rich text of a lesson (PrimeReact Editor on quill 2); the server sanitises what it stores. */
export function LessonContentEditor({ id, value, onChange, readOnly, label }: LessonContentEditorProps) {
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
