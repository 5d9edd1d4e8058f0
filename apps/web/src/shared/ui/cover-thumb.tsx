import { texts } from '@school/contracts';

type CoverThumbProps = { url: string | null; size?: 'small' | 'large' };

/** A cover image in a list row or form; a neutral placeholder when there is none. */
export function CoverThumb({ url, size = 'small' }: CoverThumbProps) {
  const className = `app-cover app-cover--${size}`;
  if (!url) {
    return (
      <span className={`${className} app-cover--empty`} role="img" aria-label={texts.files.noCover}>
        <i className="pi pi-image" aria-hidden="true" />
      </span>
    );
  }
  return <img className={className} src={url} alt="" loading="lazy" />;
}
