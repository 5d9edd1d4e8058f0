import './faq.css';
import type { ContentSection } from '@school/contracts';
import { FaqEditor } from './faq-editor';
import { TagBox } from './tag-box';

/**
 * The FAQ and tags of a settings page's content section: the tag box beside the FAQ on a desktop, above it
 * on a phone. `canEdit` (admins) turns on the add-tag input and the FAQ editor; others read both.
 */
export function SectionFaqPanel({ section, canEdit }: { section: ContentSection; canEdit: boolean }) {
  return (
    <div className="faq-panel">
      <TagBox section={section} canEdit={canEdit} />
      <FaqEditor section={section} canEdit={canEdit} />
    </div>
  );
}
