import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FailureBanner, SubmitButton, useFormMessages, useSchemaForm } from '@rowad/shared/forms';
import {
  CATEGORIES_MAX,
  CATEGORY_MAX,
  PAGE_TYPES,
  PAGES_MAX,
  PHONES_MAX,
  PROJECT_CITY_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_STREET_MAX,
  ProjectInputSchema,
  type PageType,
  type ProjectInput,
} from '@rowad/shared/schemas';
import { Button, Dialog, FormField, Input, Select, TextArea } from '@rowad/shared/ui';
import { Entry, EntryEnd, ListField } from './list-field';
import { useProjectFormMessages } from './messages';
import {
  NO_ITEM_ERRORS,
  projectFormRules,
  serverFieldsOnForm,
  type ItemErrors,
  type ListField as ListName,
  type PageEntry,
  type ProjectFormValues,
} from './project-form-values';

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space(5)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  &:first-of-type {
    padding-block-start: 0;
    border-block-start: none;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const SectionHint = styled.p`
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** Two fields side by side from the medium breakpoint on (city and street), stacked on phones. */
const Pair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

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

const InfoButton = styled(Button).attrs({ type: 'button', $variant: 'ghost' })`
  min-block-size: 32px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  &::before {
    content: 'i';
    display: inline-grid;
    place-items: center;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    border: 2px solid currentColor;
    border-radius: 50%;
    font-size: 0.75rem;
    font-weight: 700;
    font-style: italic;
  }
`;

const Examples = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

/** What a page's call answered when it failed: the text to show, and the fields the server named. */
export interface SubmitFailure {
  failure: string;
  fields?: Record<string, string>;
}

export interface ProjectFormProps {
  initial: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked project; a failure's text shows above the button and nothing typed is lost. */
  onSubmit: (input: ProjectInput) => Promise<SubmitFailure | void>;
  /** Every change of the values (the add page keeps them as a draft). */
  onValuesChange?: (values: ProjectFormValues) => void;
  /** Above the first section (a restored draft's note). */
  notice?: ReactNode;
}

/**
 * Typed text takes its own direction (an English name on the Arabic page); an empty box keeps
 * the page's, so its placeholder and caret sit where the reader starts.
 */
const ownDirection = (value: string) => (value.trim() === '' ? undefined : 'auto');

/** An address typed without its scheme (`www.example.ps/shop`) gets https://, as the schema wants one. */
function withScheme(value: string): string {
  const text = value.trim();
  return /^[^\s/:]+\.[^\s]+$/.test(text) && !/^[a-z][a-z\d+.-]*:/i.test(text) ? `https://${text}` : value;
}

/** A new page takes the first network not used yet, so adding Facebook then Instagram takes two clicks. */
function nextPageType(pages: PageEntry[]): PageType {
  return PAGE_TYPES.find((type) => !pages.some((page) => page.pageType === type)) ?? PAGE_TYPES[0];
}

/** An entry's messages after the entry at `index` is gone: the ones after it move up. */
function withoutEntry(
  errors: Partial<Record<number, string>>,
  index: number,
): Partial<Record<number, string>> {
  const next: Partial<Record<number, string>> = {};
  for (const [place, message] of Object.entries(errors)) {
    const at = Number(place);
    if (at !== index && message !== undefined) next[at > index ? at - 1 : at] = message;
  }
  return next;
}

/**
 * SPEC "Add project form", also the edit form: name, description, categories (a list, with an
 * info popup), city, street, contact e-mail, website, WhatsApp, phones (a list) and pages (a list
 * of network and address). Checked with the shared schema, one message under each field and each
 * entry. After an entry is added its first control takes focus; after one is removed, the entry
 * now in its place (else the one before, else the list's Add button).
 */
export function ProjectForm({
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onValuesChange,
  notice,
}: ProjectFormProps) {
  const t = useProjectFormMessages();
  const shared = useFormMessages();
  const id = useId();
  const [items, setItems] = useState<ItemErrors>(NO_ITEM_ERRORS);
  const rules = useMemo(() => projectFormRules(ProjectInputSchema, setItems), []);
  const form = useSchemaForm(rules, initial);
  const { values, set, setErrors, fieldError, failure, setFailure, busy, formRef } = form;
  const [explaining, setExplaining] = useState(false);

  // Each entry's first control has the id `${id}-<list>-<place>`, each Add button `${id}-<list>-add`;
  // a change of a list names the one to focus once it is drawn.
  const focusNext = useRef<string | null>(null);
  const controlId = (field: ListName, place: number | 'add') =>
    field === 'pages' && place !== 'add' ? `${id}-pages-${place}-type` : `${id}-${field}-${place}`;
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const latestOnChange = useRef(onValuesChange);
  useEffect(() => {
    latestOnChange.current = onValuesChange;
  });
  useEffect(() => {
    latestOnChange.current?.(values);
  }, [values]);

  const setList = <K extends ListName>(field: K, next: ProjectFormValues[K]) => set(field, next);

  const clearEntry = (field: ListName, index: number) => {
    if (items[field][index] === undefined) return;
    setItems((current) => ({ ...current, [field]: { ...current[field], [index]: undefined } }));
  };

  const addEntry = (field: ListName) => {
    const length = values[field].length;
    if (field === 'pages')
      setList('pages', [...values.pages, { pageType: nextPageType(values.pages), pageUrl: '' }]);
    else setList(field, [...values[field], '']);
    focusNext.current = controlId(field, length);
  };

  const removeEntry = (field: ListName, index: number) => {
    const rest = values[field].length - 1;
    if (field === 'pages')
      setList(
        'pages',
        values.pages.filter((_, at) => at !== index),
      );
    else
      setList(
        field,
        values[field].filter((_, at) => at !== index),
      );
    setItems((current) => ({ ...current, [field]: withoutEntry(current[field], index) }));
    focusNext.current = controlId(field, rest > index ? index : rest > 0 ? index - 1 : 'add');
  };

  const changeText = (field: 'categories' | 'phones', index: number, text: string) => {
    setList(
      field,
      values[field].map((item, at) => (at === index ? text : item)),
    );
    clearEntry(field, index);
  };

  const changePage = (index: number, change: Partial<PageEntry>) => {
    setList(
      'pages',
      values.pages.map((page, at) => (at === index ? { ...page, ...change } : page)),
    );
    clearEntry('pages', index);
  };

  const submit = form.onSubmit(async (input) => {
    const outcome = await onSubmit(input);
    if (!outcome) return;
    const fields = serverFieldsOnForm(outcome.fields ?? {});
    if (Object.keys(fields).length > 0) setErrors(fields);
    setFailure(outcome.failure);
  });

  const text = (field: 'name' | 'city' | 'street' | 'email' | 'website' | 'whatsapp' | 'description') => ({
    value: values[field],
    onChange: form.change(field),
  });
  /** A field of free text: its value, and the direction of what is typed in it. */
  const prose = (field: 'name' | 'city' | 'street' | 'description') => ({
    ...text(field),
    dir: ownDirection(values[field]),
  });

  /** Ties an entry's control to its message. */
  const entryProps = (field: ListName, index: number) => {
    const message = shared.error(items[field][index]);
    const listMessage = field === 'categories' ? fieldError('categories') : undefined;
    return {
      message,
      messageId: `${id}-${field}-${index}-message`,
      control: {
        id: `${id}-${field}-${index}`,
        'aria-invalid': Boolean(message ?? listMessage),
        'aria-describedby': message ? `${id}-${field}-${index}-message` : undefined,
      },
    };
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {notice}
      <Section aria-labelledby={`${id}-about`}>
        <h2 id={`${id}-about`}>{t('aboutSection')}</h2>
        <FormField label={t('name')} error={fieldError('name')}>
          {(props) => <Input {...props} maxLength={PROJECT_NAME_MAX} {...prose('name')} />}
        </FormField>
        <FormField label={t('description')} hint={t('descriptionHint')} error={fieldError('description')}>
          {(props) => (
            <TextArea {...props} rows={6} maxLength={PROJECT_DESCRIPTION_MAX} {...prose('description')} />
          )}
        </FormField>
        <ListField
          legend={t('categories')}
          hint={t('categoriesHint', { max: CATEGORIES_MAX })}
          aside={
            <InfoButton aria-haspopup="dialog" onClick={() => setExplaining(true)}>
              {t('categoriesInfo')}
            </InfoButton>
          }
          message={fieldError('categories')}
          count={values.categories.length}
          max={CATEGORIES_MAX}
          addLabel={t('addCategory')}
          limitText={t('limitReached', { max: CATEGORIES_MAX })}
          onAdd={() => addEntry('categories')}
          addId={controlId('categories', 'add')}
        >
          {values.categories.map((category, index) => {
            const entry = entryProps('categories', index);
            const n = index + 1;
            return (
              <Entry key={index}>
                <label htmlFor={entry.control.id} className="visually-hidden">
                  {t('category', { n })}
                </label>
                <Input
                  {...entry.control}
                  dir={ownDirection(category)}
                  maxLength={CATEGORY_MAX}
                  placeholder={index === 0 ? t('categoryPlaceholder') : undefined}
                  value={category}
                  onChange={(event) => changeText('categories', index, event.target.value)}
                />
                <EntryEnd
                  remove={
                    values.categories.length > 1
                      ? {
                          label: t('removeCategory', { n }),
                          text: t('remove'),
                          onRemove: () => removeEntry('categories', index),
                        }
                      : undefined
                  }
                  message={entry.message}
                  messageId={entry.messageId}
                />
              </Entry>
            );
          })}
        </ListField>
      </Section>

      <Section aria-labelledby={`${id}-location`}>
        <h2 id={`${id}-location`}>{t('locationSection')}</h2>
        <Pair>
          <FormField label={t('city')} error={fieldError('city')}>
            {(props) => (
              <Input
                {...props}
                autoComplete="address-level2"
                maxLength={PROJECT_CITY_MAX}
                {...prose('city')}
              />
            )}
          </FormField>
          <FormField label={t('street')} error={fieldError('street')}>
            {(props) => (
              <Input
                {...props}
                autoComplete="address-line1"
                maxLength={PROJECT_STREET_MAX}
                {...prose('street')}
              />
            )}
          </FormField>
        </Pair>
      </Section>

      <Section aria-labelledby={`${id}-contact`}>
        <h2 id={`${id}-contact`}>{t('contactSection')}</h2>
        <SectionHint>{t('contactHint')}</SectionHint>
        <FormField label={t('email')} error={fieldError('email')}>
          {(props) => <Input {...props} type="email" dir="ltr" autoComplete="email" {...text('email')} />}
        </FormField>
        <Pair>
          <FormField label={t('website')} error={fieldError('website')}>
            {(props) => (
              <Input
                {...props}
                type="url"
                dir="ltr"
                autoComplete="url"
                placeholder="https://"
                {...text('website')}
                onBlur={() => {
                  const address = withScheme(values.website);
                  if (address !== values.website) set('website', address);
                }}
              />
            )}
          </FormField>
          <FormField label={t('whatsapp')} error={fieldError('whatsapp')}>
            {(props) => <Input {...props} type="tel" dir="ltr" autoComplete="tel" {...text('whatsapp')} />}
          </FormField>
        </Pair>
        <ListField
          legend={t('phones')}
          hint={t('phonesHint', { max: PHONES_MAX })}
          message={fieldError('phones')}
          emptyText={t('noPhones')}
          count={values.phones.length}
          max={PHONES_MAX}
          addLabel={t('addPhone')}
          limitText={t('limitReached', { max: PHONES_MAX })}
          onAdd={() => addEntry('phones')}
          addId={controlId('phones', 'add')}
        >
          {values.phones.map((phone, index) => {
            const entry = entryProps('phones', index);
            const n = index + 1;
            return (
              <Entry key={index}>
                <label htmlFor={entry.control.id} className="visually-hidden">
                  {t('phone', { n })}
                </label>
                <Input
                  {...entry.control}
                  type="tel"
                  dir="ltr"
                  value={phone}
                  onChange={(event) => changeText('phones', index, event.target.value)}
                />
                <EntryEnd
                  remove={{
                    label: t('removePhone', { n }),
                    text: t('remove'),
                    onRemove: () => removeEntry('phones', index),
                  }}
                  message={entry.message}
                  messageId={entry.messageId}
                />
              </Entry>
            );
          })}
        </ListField>
      </Section>

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

      <Actions>
        <FailureBanner message={failure} />
        <SubmitButton type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </SubmitButton>
      </Actions>

      <Dialog
        open={explaining}
        title={t('categoriesInfoTitle')}
        onClose={() => setExplaining(false)}
        actions={
          <Button type="button" onClick={() => setExplaining(false)}>
            {t('gotIt')}
          </Button>
        }
      >
        <p>{t('categoriesInfoText')}</p>
        <Examples>{t('categoriesInfoExamples')}</Examples>
      </Dialog>
    </form>
  );
}
