import { SITE_ITEM_NAME_MAX, SITE_LINK_MAX, SITE_LINKS_MAX } from '@school/contracts';
import { siteContentTexts } from '@school/contracts/texts/site-content';
import { Button } from 'primereact/button';
import { TextField } from '@/shared/forms/text-field';
import { moveItem } from '@/shared/lib/move-item';
import { MoveButtons } from '@/shared/ui/move-buttons';
import { RowAction } from '@/shared/ui/row-action';
import { type DraftLink, emptyLink } from '../lib/content-draft';

const t = siteContentTexts.siteContent;

type SiteLinksFieldProps = {
  links: DraftLink[];
  onChange: (links: DraftLink[]) => void;
  /** Messages by `links.<row key>.<field>`. */
  errors: Record<string, string>;
  disabled?: boolean;
};

/** The page's links: rows of name + address, added, removed and moved up or down. */
export function SiteLinksField({ links, onChange, errors, disabled }: SiteLinksFieldProps) {
  const change = (key: string, patch: Partial<DraftLink>) =>
    onChange(links.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const binding = (row: DraftLink, field: 'link' | 'name') => ({
    id: `site-link-${row.key}-${field}`,
    name: field,
    value: row[field],
    error: errors[`links.${row.key}.${field}`],
    onChange: (value: string) => change(row.key, { [field]: value }),
  });
  return (
    <fieldset className="app-field site-content__rows">
      <legend className="font-medium">{t.links}</legend>
      {links.length > 0 && (
        <ol className="site-content__row-list">
          {links.map((row, index) => (
            <li key={row.key} className="site-content__row" aria-label={t.linkRow(index)}>
              <div className="site-content__row-fields">
                <TextField field={binding(row, 'name')} label={t.linkName} maxLength={SITE_ITEM_NAME_MAX} />
                <TextField field={binding(row, 'link')} label={t.linkUrl} maxLength={SITE_LINK_MAX} />
              </div>
              <div className="site-content__row-actions">
                <MoveButtons
                  index={index}
                  count={links.length}
                  name={t.linkRow(index)}
                  disabled={disabled}
                  onMove={(from, to) => onChange(moveItem(links, from, to))}
                />
                <RowAction
                  icon="pi-trash"
                  label={t.removeLink}
                  name={t.linkRow(index)}
                  size="small"
                  severity="danger"
                  disabled={disabled}
                  onClick={() => onChange(links.filter((other) => other.key !== row.key))}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {links.length < SITE_LINKS_MAX && (
        <Button
          type="button"
          icon="pi pi-plus"
          label={t.addLink}
          outlined
          className="align-self-start"
          disabled={disabled}
          onClick={() => onChange([...links, emptyLink()])}
        />
      )}
      <small className="app-field__hint">{t.linksHint}</small>
    </fieldset>
  );
}
