import styled from 'styled-components';
import { PAGE_TYPES, PAGES_MAX, type PageType } from '@rowad/shared/schemas';
import { Input, Select } from '@rowad/shared/ui';
import { Entry, EntryEnd, ListField } from '../list-field';
import { Section, withScheme } from './form-parts';
import type { ProjectFormState } from './use-project-form';

/** A page: its network and address side by side on wide screens; on a phone the address gets a row. */
const PageEntryRow = styled(Entry)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'type remove'
    'url url'
    'message message';
  & > select {
    grid-area: type;
  }
  & > input {
    grid-area: url;
  }
  & > button {
    grid-area: remove;
  }
  & > p {
    grid-area: message;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 9.5rem minmax(0, 1fr) auto;
    grid-template-areas:
      'type url remove'
      'message message message';
  }
`;

/** The project's pages on social networks: each a network and an address. */
export function PagesSection({ state }: { state: ProjectFormState }) {
  const { t, id, values, fieldError, controlId, addEntry, removeEntry, changePage, entryProps } = state;
  return (
    <Section aria-labelledby={`${id}-pages`}>
      <h2 id={`${id}-pages`}>{t('pagesSection')}</h2>
      <ListField
        legend={t('pagesSection')}
        hideLegend
        hint={t('pagesHint', { max: PAGES_MAX })}
        message={fieldError('pages')}
        emptyText={t('noPages')}
        count={values.pages.length}
        max={PAGES_MAX}
        addLabel={t('addPage')}
        limitText={t('limitReached', { max: PAGES_MAX })}
        onAdd={() => addEntry('pages')}
        addId={controlId('pages', 'add')}
      >
        {values.pages.map((page, index) => {
          const entry = entryProps('pages', index);
          const n = index + 1;
          return (
            <PageEntryRow key={index}>
              <label htmlFor={controlId('pages', index)} className="visually-hidden">
                {t('pageType', { n })}
              </label>
              <Select
                id={controlId('pages', index)}
                value={page.pageType}
                onChange={(event) => changePage(index, { pageType: event.target.value as PageType })}
              >
                {PAGE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`pageType.${type}`)}
                  </option>
                ))}
              </Select>
              <label htmlFor={entry.control.id} className="visually-hidden">
                {t('pageUrl', { n })}
              </label>
              <Input
                {...entry.control}
                type="url"
                dir="ltr"
                placeholder="https://"
                value={page.pageUrl}
                onChange={(event) => changePage(index, { pageUrl: event.target.value })}
                onBlur={() => {
                  const address = withScheme(page.pageUrl);
                  if (address !== page.pageUrl) changePage(index, { pageUrl: address });
                }}
              />
              <EntryEnd
                remove={{
                  label: t('removePage', { n }),
                  text: t('remove'),
                  onRemove: () => removeEntry('pages', index),
                }}
                message={entry.message}
                messageId={entry.messageId}
              />
            </PageEntryRow>
          );
        })}
      </ListField>
    </Section>
  );
}
