import { Badge, type BadgeTone } from '@rowad/shared/ui';
import { useComponentMessages } from './messages';

const TONES: Record<string, BadgeTone> = { upcoming: 'upcoming', ongoing: 'ongoing' };
const LABELS = { upcoming: 'status.upcoming', ongoing: 'status.ongoing', past: 'status.past' } as const;

/** docs/product.md §4: upcoming blue, ongoing green, anything else grey; the text capitalised. */
export function EventStatusBadge({ status }: { status: string }) {
  const t = useComponentMessages();
  const label =
    status in LABELS
      ? t(LABELS[status as keyof typeof LABELS])
      : status.charAt(0).toUpperCase() + status.slice(1);
  return <Badge $tone={TONES[status] ?? 'other'}>{label}</Badge>;
}
