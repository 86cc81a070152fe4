import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ContentImage } from './content-image.tsx';
import type { DisplayCard } from './date-text.server.ts';

/** Teasers of destinations, companies, articles or offers: image, title, a sentence and a link. */
export function ContentCardGrid({ cards, headingLevel = 3 }: { cards: DisplayCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (cards.length === 0) {
    return (
      <p className="empty-state">
        <FormattedMessage id="listEmpty" />
      </p>
    );
  }
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={`${card.collection}-${card.id}`} className="card">
          {card.image && <ContentImage image={card.image} className="card__image" />}
          <div className="card__body">
            <Heading className="card__title">
              <Link to={card.path} className="card__link">
                {card.title}
              </Link>
            </Heading>
            {card.dateText && <p className="card__date">{card.dateText}</p>}
            <p className="card__summary">{card.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
