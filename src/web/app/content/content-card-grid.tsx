import { Link } from '../components/link.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { ContentImage } from './content-image.tsx';
import type { DisplayCard } from './date-text.server.ts';

/**
 * How the cards are laid out: a grid; a carousel that, on phones only, scrolls sideways instead of
 * stacking every card; or a compact grid of logos and names. All three work without JavaScript.
 */
type CardLayout = 'grid' | 'carousel' | 'logos';

/** Teasers of destinations, companies, articles or offers: image, title, a sentence and a link. */
export function ContentCardGrid({
  cards,
  headingLevel = 3,
  layout = 'grid',
}: {
  cards: DisplayCard[];
  headingLevel?: 2 | 3;
  layout?: CardLayout;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (cards.length === 0) {
    return (
      <p className="empty-state">
        <FormattedMessage id="listEmpty" />
      </p>
    );
  }
  return (
    <ul className={layout === 'grid' ? 'card-grid' : `card-grid card-grid--${layout}`}>
      {cards.map((card) => (
        <li key={`${card.collection}-${card.id}`} className="card">
          {card.image && (
            <ContentImage
              // The card's title names what the picture shows: repeated as alternative text it is read twice.
              // Its slot is about 300 px wide in every layout (a column, most of a phone in the carousel): the
              // picture comes at 1x and 2x, without `sizes` (the content's `cardImage`).
              image={{ ...card.image, alt: '' }}
              // A logo is shown whole, at its own proportions; other pictures fill the slot.
              className={card.collection === 'companies' ? 'card__image card__image--logo' : 'card__image'}
            />
          )}
          <div className="card__body">
            <Heading className="card__title">
              <Link to={card.path} className="card__link">
                {card.title}
              </Link>
            </Heading>
            {card.dateText && (
              <p className="card__date">
                {card.collection === 'offers' ? (
                  <FormattedMessage id="validUntil" values={{ date: card.dateText }} />
                ) : (
                  card.dateText
                )}
              </p>
            )}
            {layout !== 'logos' && <p className="card__summary">{card.summary}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
