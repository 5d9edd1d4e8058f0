import { type Tag, tagTextColor } from '@school/contracts';

/** A tag as a coloured label: its colour behind, white or near-black text, whichever reads (tag-color.ts). */
export function TagLabel({ tag }: { tag: Pick<Tag, 'header' | 'color'> }) {
  return (
    <span className="faq-tag" style={{ backgroundColor: tag.color, color: tagTextColor(tag.color) }}>
      {tag.header}
    </span>
  );
}
