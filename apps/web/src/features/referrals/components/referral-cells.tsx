import { formatDate, SCHOOL_TIME_ZONE } from '@school/contracts';
import type { ReferralFlag, ReferredRef, ReferrerRef } from '@school/contracts/referrals';
import { referralsTexts } from '@school/contracts/texts/referrals';
import { Tag } from 'primereact/tag';
import { Tooltip } from 'primereact/tooltip';
import { type RefObject, useRef } from 'react';
import { Link } from 'react-router';

const t = referralsTexts.referrals;

/** A student's card is /users/{id}, a staff member's profile /admins/{id}. */
export const referrerPath = (referrer: ReferrerRef) =>
  referrer.kind === 'student' ? `/users/${referrer.id}` : `/admins/${referrer.id}`;

/** Who invited: their page's link, the e-mail and whether a student or staff; a deleted account says so. */
export function ReferrerCell({ referrer, withKind = true }: { referrer: ReferrerRef; withKind?: boolean }) {
  return (
    <span className="flex flex-column align-items-start gap-1 app-name-cell">
      {referrer.name === null ? (
        <span className="text-color-secondary">{t.deletedAccount}</span>
      ) : (
        <Link to={referrerPath(referrer)}>{referrer.name}</Link>
      )}
      {(referrer.email || withKind) && (
        <small className="text-color-secondary">
          {[withKind ? t.referrerKindLabels[referrer.kind] : null, referrer.email]
            .filter(Boolean)
            .join(' · ')}
        </small>
      )}
    </span>
  );
}

/** Who was invited: a link to the student's card and the e-mail under it. */
export function ReferredCell({ referred }: { referred: ReferredRef }) {
  return (
    <span className="flex flex-column align-items-start gap-1 app-name-cell">
      <Link to={`/users/${referred.id}`}>{referred.name}</Link>
      <small className="text-color-secondary">{referred.email}</small>
    </span>
  );
}

const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SCHOOL_TIME_ZONE,
});

/** The day on the school's clock with the time under it. */
export function ReferralDateCell({ at }: { at: string }) {
  return (
    <span className="flex flex-column">
      <span>{formatDate(at, SCHOOL_TIME_ZONE)}</span>
      <small className="text-color-secondary">{moscowTime.format(new Date(at))}</small>
    </span>
  );
}

/**
 * One flag as a Tag: red with a warning for a suspected self-referral (same e-mail, phone or device), blue
 * for a refund. Why it is there shows in a tooltip on hover or keyboard focus and is read out by screen
 * readers (the same words, visually hidden, inside the tag).
 */
function FlagTag({ flag }: { flag: ReferralFlag }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const refunded = flag === 'refunded';
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip must be reachable by keyboard too */}
      <span ref={anchor} className="referrals__flag" tabIndex={0}>
        <Tag
          value={t.flagLabels[flag]}
          severity={refunded ? 'info' : 'danger'}
          icon={refunded ? 'pi pi-replay' : 'pi pi-exclamation-triangle'}
          className="app-status-tag"
        >
          <span className="app-visually-hidden">{`: ${t.flagHints[flag]}`}</span>
        </Tag>
      </span>
      {/* PrimeReact types the ref as never null; it reads it only after mount. */}
      <Tooltip
        target={anchor as RefObject<HTMLElement>}
        content={t.flagHints[flag]}
        position="left"
        event="both"
      />
    </>
  );
}

/** The flags of a referral, or a dash when there are none. */
export function ReferralFlags({ flags }: { flags: readonly ReferralFlag[] }) {
  if (flags.length === 0) return <span className="text-color-secondary">—</span>;
  return (
    <span className="referrals__flags">
      {flags.map((flag) => (
        <FlagTag key={flag} flag={flag} />
      ))}
    </span>
  );
}
