import type { FaqItem } from '@school/contracts';
import { tagsFaqTexts } from '@school/contracts/texts/tags-faq';
import { TagLabel } from './tag-label';

const t = tagsFaqTexts.faq;

/** The FAQ as curators and speakers read it: numbered questions that open to their answer and tags. */
export function FaqReadOnly({ items }: { items: readonly FaqItem[] }) {
  return (
    <ol className="faq-accordion" aria-label={t.listLabel}>
      {items.map((item, index) => (
        <li key={item.id}>
          <details className="faq-accordion__item">
            <summary>
              <span className="faq-item__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="faq-accordion__question">{item.question}</span>
              <i className="pi pi-chevron-down faq-accordion__chevron" aria-hidden="true" />
            </summary>
            <div className="faq-accordion__body">
              <p className={item.answer ? 'faq-accordion__answer' : 'faq-accordion__answer faq-muted'}>
                {item.answer || t.noAnswer}
              </p>
              {item.tags.length > 0 && (
                <ul className="faq-tags__list" aria-label={t.tags}>
                  {item.tags.map((tag) => (
                    <li key={tag.id}>
                      <TagLabel tag={tag} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
