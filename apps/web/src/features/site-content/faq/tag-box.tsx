import { tagsFaqTexts } from '@school/contracts/texts/tags-faq';
import './faq.css';
import { type ContentSection, TAG_HEADER_MAX, texts } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/api/error-text';
import { showSuccess } from '@/shared/toast/toast-store';
import { tagsQuery, useCreateTag } from './faq-tags.api';
import { tagHeaderError } from './lib/faq-draft';
import { TagLabel } from './tag-label';

const t = tagsFaqTexts.tags;

/** Spec §8: a failed tag shows the server's message (400 of the field, 409 «Такой тег уже есть»), else the generic one. */
function createFailure(error: unknown): string {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return texts.common.somethingWrong;
  return error.fieldErrors.find(({ path }) => path === 'header')?.message ?? errorText(error);
}

function AddTagForm({ section }: { section: ContentSection }) {
  const inputId = useId();
  const [header, setHeader] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateTag(section);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const invalid = tagHeaderError(header);
    if (invalid) return setError(invalid);
    setError(undefined);
    create.mutate(
      { header: header.trim() },
      {
        onSuccess: (tag) => {
          setHeader('');
          showSuccess(`${t.added}: ${tag.header}`);
        },
        // What was typed stays in the field, so a taken name can be corrected.
        onError: (failure) => setError(createFailure(failure)),
      },
    );
  };

  return (
    <form className="faq-tags__form" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{t.newTag}</label>
      <div className="faq-tags__form-row">
        <input
          id={inputId}
          className={`p-inputtext p-component${error ? ' p-invalid' : ''}`}
          value={header}
          placeholder={t.newTagPlaceholder}
          aria-invalid={Boolean(error)}
          aria-describedby={`${inputId}-message`}
          onChange={(event) => {
            setHeader(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" icon="pi pi-plus" label={t.add} loading={create.isPending} />
      </div>
      {error ? (
        <small id={`${inputId}-message`} className="p-error app-field__error" role="alert">
          {error}
        </small>
      ) : (
        <small
          id={`${inputId}-message`}
          className={header.length > TAG_HEADER_MAX ? 'p-error' : 'app-field__hint'}
        >
          {t.counter(header.length, TAG_HEADER_MAX)}
        </small>
      )}
    </form>
  );
}

/** Spec §2 "Tag box": the title, the section's tags as coloured labels, and for admins the add input. */
export function TagBox({ section, canEdit }: { section: ContentSection; canEdit: boolean }) {
  const titleId = useId();
  const tags = useQuery(tagsQuery(section));
  const items = tags.data?.items;

  let list: ReactNode;
  if (tags.isError) {
    list = (
      <div className="faq-muted">
        <p className="mt-0">{t.loadFailed}</p>
        <Button
          icon="pi pi-refresh"
          label={texts.common.retry}
          outlined
          size="small"
          onClick={() => tags.refetch()}
        />
      </div>
    );
  } else if (!items) {
    list = (
      <ul className="faq-tags__list" aria-busy="true" aria-label={texts.common.loading}>
        {[5, 7, 4].map((width) => (
          <li key={width}>
            <Skeleton width={`${width}rem`} height="1.75rem" borderRadius="999px" />
          </li>
        ))}
      </ul>
    );
  } else if (items.length === 0) {
    list = <p className="faq-muted">{t.empty}</p>;
  } else {
    list = (
      <ul className="faq-tags__list" aria-label={t.listLabel}>
        {items.map((tag) => (
          <li key={tag.id}>
            <TagLabel tag={tag} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card faq-tags" aria-labelledby={titleId}>
      <h2 id={titleId} className="app-card-title">
        {t.title}
      </h2>
      {list}
      {canEdit && <AddTagForm section={section} />}
    </section>
  );
}
