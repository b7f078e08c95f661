import styled from 'styled-components';
import { formatDateRange } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import { eventQueries } from '@rowad/shared/query';
import type { Event } from '@rowad/shared/schemas';
import { CategoryBadges } from './category-badges';
import { EventStatusBadge } from './event-status-badge';
import { coverOf, ItemCard } from './item-card';
import { useComponentMessages } from './messages';
import { Place } from './project-card';

const When = styled.p`
  margin: 0;
  font-size: 0.9375rem;
`;

export interface EventCardProps {
  event: Event;
  priority?: boolean;
  headingLevel?: 2 | 3;
  action?: 'learnMore';
}

/** The product's event card (docs/product.md §2): picture, name, city, 'Date:' start - end, category badges; its status on the picture. */
export function EventCard({ event, priority, headingLevel, action }: EventCardProps) {
  const t = useComponentMessages();
  const language = useLanguageStore((state) => state.language);
  return (
    <ItemCard
      name={event.name}
      to={paths.event(event.id)}
      query={eventQueries.detail(event.id)}
      picture={coverOf(event.images)}
      priority={priority}
      headingLevel={headingLevel}
      action={action}
      corner={<EventStatusBadge status={event.status} />}
    >
      {event.city && <Place>{event.city}</Place>}
      <When>
        {t('date')} <bdi>{formatDateRange(event.startDate, event.endDate, language)}</bdi>
      </When>
      <CategoryBadges categories={event.categories} label={t('categories')} />
    </ItemCard>
  );
}
