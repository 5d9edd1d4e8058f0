import { texts } from '@school/contracts';
import { Skeleton } from 'primereact/skeleton';
import { Link } from 'react-router';
import { type FigureKind, figureChange } from './figure-change';
import './figure-cards.css';

/**
 * A figure: its label, its value as shown, and optionally a detail line, the previous period's value (the
 * change line) and the list it counts (the card becomes that link).
 */
export type FigureCard = {
  label: string;
  value: string;
  detail?: string | undefined;
  tone?: 'accent' | 'danger' | 'warning' | undefined;
  /** `lowerIsBetter`: a rise is coloured as bad news (refunds, churn); the text says the same either way. */
  change?:
    | { current: number | string; previous: number | string; kind: FigureKind; lowerIsBetter?: boolean }
    | undefined;
  /** The list or page the figure counts, filtered to what it counts. */
  to?: string | undefined;
};

type FigureCardsProps = {
  /** Undefined while loading: `placeholders` skeleton cards. */
  cards: FigureCard[] | undefined;
  label: string;
  placeholders?: number;
  className?: string;
};

/**
 * The row of figure cards of the statistics, the earnings and «Главная»: a list (`<ul>`) named by `label`,
 * each card a link when it has `to`. The change against the previous period is a line of text, coloured as
 * well (never by colour alone).
 */
export function FigureCards({ cards, label, placeholders = 3, className }: FigureCardsProps) {
  const classes = ['figure-cards', className].filter(Boolean).join(' ');
  if (!cards) {
    return (
      <div className={classes} role="status" aria-busy="true" aria-label={texts.common.loading}>
        {Array.from({ length: placeholders }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <div key={index} className="card figure-card figure-card__body">
            <Skeleton width="50%" className="mb-2" />
            <Skeleton width="70%" height="1.75rem" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className={classes} aria-label={label}>
      {cards.map((card) => (
        <li key={card.label} className={`card figure-card figure-card--${card.tone ?? 'plain'}`}>
          {card.to ? (
            <Link to={card.to} className="figure-card__body figure-card__link">
              <FigureCardBody card={card} />
            </Link>
          ) : (
            <div className="figure-card__body">
              <FigureCardBody card={card} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The colour of a change when a fall is the good news. */
const swapped = { up: 'down', down: 'up', same: 'same', new: 'new' } as const;

function FigureCardBody({ card }: { card: FigureCard }) {
  const change = card.change && figureChange(card.change.current, card.change.previous, card.change.kind);
  const tone = change && (card.change?.lowerIsBetter ? swapped[change.direction] : change.direction);
  return (
    <>
      <span className="figure-card__label">{card.label}</span>
      <strong className="figure-card__value">{card.value}</strong>
      {card.detail && <span className="figure-card__detail">{card.detail}</span>}
      {change && <span className={`figure-card__change figure-card__change--${tone}`}>{change.text}</span>}
    </>
  );
}
