import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ProjectContact, ProjectPage, ProjectReviewItem } from '@rowad/shared/schemas';
import { PlainList, Stack } from '@rowad/shared/ui/layout';
import { useReviewMessages, type ReviewMessageKey } from './messages';
import {
  changedContactFields,
  diffList,
  pageKey,
  type ContactField,
  type DiffEntry,
  type EntryState,
} from './review-diff';

const Fields = styled(Stack).attrs({ $gap: 5 })``;

const FieldBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-inline-size: 0;
  h4,
  h5 {
    margin: 0;
    font-size: 0.9375rem;
  }
  h5 {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

// Before and after side by side where there is room, stacked on a phone (before first).
const Sides = styled(Stack)`
  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Side = styled.div<{ $side: 'before' | 'after' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  border-inline-start: 3px solid
    ${({ theme, $side }) => ($side === 'before' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme }) => theme.colors.background};
  min-inline-size: 0;
`;

const SideLabel = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Value = styled.p<{ $long?: boolean }>`
  margin: 0;
  white-space: ${({ $long }) => ($long ? 'pre-wrap' : 'normal')};
  overflow-wrap: anywhere;
  text-align: start;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

const Entries = styled(PlainList).attrs({ $gap: 1 })``;

const Entry = styled.li<{ $state: EntryState }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: baseline;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: anywhere;
  color: ${({ theme, $state }) =>
    $state === 'added'
      ? theme.colors.success
      : $state === 'removed'
        ? theme.colors.danger
        : theme.colors.muted};
  background: ${({ theme, $state }) =>
    $state === 'added'
      ? theme.colors.successSurface
      : $state === 'removed'
        ? theme.colors.dangerSurface
        : 'transparent'};
  font-weight: ${({ $state }) => ($state === 'unchanged' ? 400 : 600)};
  text-decoration: ${({ $state }) => ($state === 'removed' ? 'line-through' : 'none')};
  span[aria-hidden] {
    flex: none;
    inline-size: 1ch;
    text-decoration: none;
  }
`;

const SIGN: Record<EntryState, string> = { added: '+', removed: '−', unchanged: '' };
const STATE_TEXT: Record<EntryState, ReviewMessageKey> = {
  added: 'added',
  removed: 'removed',
  unchanged: 'unchanged',
};

/** A field's heading and what it holds: one value for a new project, before and after for an edit. */
function Field({ label, level = 4, children }: { label: string; level?: 4 | 5; children: ReactNode }) {
  const id = useId();
  const Heading = level === 4 ? 'h4' : 'h5';
  return (
    <FieldBox aria-labelledby={id}>
      <Heading id={id}>{label}</Heading>
      {children}
    </FieldBox>
  );
}

function Compared({ before, after }: { before: ReactNode; after: ReactNode }) {
  const t = useReviewMessages();
  const id = useId();
  return (
    <Sides>
      <Side $side="before" role="group" aria-labelledby={`${id}-before`}>
        <SideLabel id={`${id}-before`}>{t('before')}</SideLabel>
        {before}
      </Side>
      <Side $side="after" role="group" aria-labelledby={`${id}-after`}>
        <SideLabel id={`${id}-after`}>{t('after')}</SideLabel>
        {after}
      </Side>
    </Sides>
  );
}

/** A value as typed; `ltr` for a phone number, which has no letter to take its direction from. */
function Text({ value, long, link, ltr }: { value: string; long?: boolean; link?: boolean; ltr?: boolean }) {
  const t = useReviewMessages();
  if (value === '')
    return (
      <Value>
        <Muted>{t('notGiven')}</Muted>
      </Value>
    );
  if (ltr)
    return (
      <Value>
        <bdi dir="ltr">{value}</bdi>
      </Value>
    );
  return (
    <Value $long={long} dir="auto">
      {link ? (
        <a href={value} target="_blank" rel="noopener noreferrer nofollow">
          {value}
        </a>
      ) : (
        value
      )}
    </Value>
  );
}

/**
 * A list's entries, each marked added (+) or removed (−), the kept ones muted. `marked` false (a
 * new project's lists) shows the values alone: nothing was there to compare with.
 */
function EntryList<T>({
  entries,
  show,
  marked = true,
}: {
  entries: DiffEntry<T>[];
  show: (value: T) => ReactNode;
  marked?: boolean;
}) {
  const t = useReviewMessages();
  if (entries.length === 0)
    return (
      <Value>
        <Muted>{t('noneGiven')}</Muted>
      </Value>
    );
  return (
    <Entries>
      {entries.map((entry, index) => (
        <Entry key={index} $state={entry.state}>
          <span aria-hidden="true">{SIGN[entry.state]}</span>
          <span>
            {marked && <span className="visually-hidden">{t(STATE_TEXT[entry.state])} </span>}
            <bdi>{show(entry.value)}</bdi>
          </span>
        </Entry>
      ))}
    </Entries>
  );
}

/** A list field: the new entries alone for a new project, else both sides marked. */
function ListChange<T>(props: {
  before: readonly T[] | null;
  after: readonly T[];
  keyOf: (value: T) => string;
  show: (value: T) => ReactNode;
}) {
  const { before, after, keyOf, show } = props;
  if (before === null) {
    return (
      <EntryList
        entries={after.map((value) => ({ value, state: 'unchanged' as const }))}
        show={show}
        marked={false}
      />
    );
  }
  const diff = diffList(before, after, keyOf);
  return (
    <Compared
      before={<EntryList entries={diff.before} show={show} />}
      after={<EntryList entries={diff.after} show={show} />}
    />
  );
}

function TextChange(props: {
  before: string | null;
  after: string;
  long?: boolean;
  link?: boolean;
  ltr?: boolean;
}) {
  const { before, after, ...shown } = props;
  if (before === null) return <Text value={after} {...shown} />;
  return <Compared before={<Text value={before} {...shown} />} after={<Text value={after} {...shown} />} />;
}

const CONTACT_LABELS: Record<ContactField, ReviewMessageKey> = {
  email: 'contactEmail',
  website: 'contactWebsite',
  whatsapp: 'contactWhatsapp',
  phones: 'contactPhones',
  pages: 'contactPages',
};

function PageLink({ page }: { page: ProjectPage }) {
  const t = useReviewMessages();
  return (
    <>
      {t(`page_${page.pageType}`)}:{' '}
      <a href={page.pageUrl} target="_blank" rel="noopener noreferrer nofollow" dir="auto">
        {page.pageUrl}
      </a>
    </>
  );
}

/** Each part of the contact compared on its own: only the parts that changed (or were given). */
function ContactChange({ before, after }: { before: ProjectContact | null; after: ProjectContact }) {
  const t = useReviewMessages();
  const fields = changedContactFields(before, after);
  if (fields.length === 0)
    return (
      <Value>
        <Muted>{t('noContact')}</Muted>
      </Value>
    );
  return (
    <Fields>
      {fields.map((field) => (
        <Field key={field} label={t(CONTACT_LABELS[field])} level={5}>
          {field === 'phones' ? (
            <ListChange
              before={before?.phones ?? null}
              after={after.phones}
              keyOf={String}
              show={(phone) => <bdi dir="ltr">{phone}</bdi>}
            />
          ) : field === 'pages' ? (
            <ListChange
              before={before?.pages ?? null}
              after={after.pages}
              keyOf={pageKey}
              show={(page) => <PageLink page={page} />}
            />
          ) : (
            <TextChange
              before={before === null ? null : before[field]}
              after={after[field]}
              link={field === 'website'}
              ltr={field === 'whatsapp'}
            />
          )}
        </Field>
      ))}
    </Fields>
  );
}

const TEXT_FIELDS = [
  { field: 'name', label: 'fieldName', long: false },
  { field: 'description', label: 'fieldDescription', long: true },
  { field: 'city', label: 'fieldCity', long: false },
  { field: 'street', label: 'fieldStreet', long: false },
] as const;

/** The fields of a review item that differ from the public copy (all of them for a new project). */
export function ChangeView({
  changes,
  newImages,
}: {
  changes: ProjectReviewItem['changes'];
  newImages: number;
}) {
  const t = useReviewMessages();
  const { categories, contact } = changes;
  const texts = TEXT_FIELDS.flatMap((entry) => {
    const change = changes[entry.field];
    return change ? [{ ...entry, change }] : [];
  });
  if (texts.length === 0 && !categories && !contact)
    return <Value>{newImages > 0 ? t('nothingChanged') : t('sameAsPublic')}</Value>;
  return (
    <Fields>
      {texts.map(({ field, label, long, change }) => (
        <Field key={field} label={t(label)}>
          <TextChange before={change.before} after={change.after} long={long} />
        </Field>
      ))}
      {categories && (
        <Field label={t('fieldCategories')}>
          <ListChange before={categories.before} after={categories.after} keyOf={String} show={String} />
        </Field>
      )}
      {contact && (
        <Field label={t('fieldContact')}>
          <ContactChange before={contact.before} after={contact.after} />
        </Field>
      )}
    </Fields>
  );
}
