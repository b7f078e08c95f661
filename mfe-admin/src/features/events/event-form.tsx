import { useEffect, useId, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { ConnectionNotice, FailureBanner, SubmitButton, useSchemaForm } from '@rowad/shared/forms';
import {
  EVENT_CAPACITY_MAX,
  EVENT_CATEGORIES_MAX,
  EventInputSchema,
  type EventInput,
} from '@rowad/shared/schemas';
import { Button, FormField, Input, TextArea } from '@rowad/shared/ui';
import { FieldPair, FormSection, Row, Stack } from '@rowad/shared/ui/layout';
import { eventFormRules, serverFieldsOnForm, type EventFormValues } from './event-form-values';
import { useEventsMessages } from './messages';

const Fieldset = styled.fieldset`
  min-inline-size: 0;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: none;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

const Choices = styled(Stack)`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySurface};
  }
`;

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

const Entry = styled(Row).attrs({ as: 'li' as const, $align: 'flex-start', $nowrap: true })`
  & > input {
    flex: 1 1 0;
    min-inline-size: 0;
  }
`;

const RemoveButton = styled(Button).attrs({ type: 'button', $variant: 'ghost' })`
  flex: none;
  min-block-size: 44px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled(Stack).attrs({ $gap: 3 })`
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    justify-items: start;
  }
`;

/** What a page's call answered when it failed: the text to show, and the fields the server named. */
export interface SubmitFailure {
  failure: string;
  fields?: Record<string, string>;
}

interface EventFormProps {
  initial: EventFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked bazaar; a failure's text shows above the button and nothing typed is lost. */
  onSubmit: (input: EventInput) => Promise<SubmitFailure | void>;
}

/** Typed text takes its own direction (an English name on the Arabic page); an empty box keeps the page's. */
const ownDirection = (value: string) => (value.trim() === '' ? undefined : 'auto');

/**
 * A bazaar's form, new or edited: name, description, city and street, its two dates, in person or
 * virtual, an optional capacity and its categories (a list). Checked with the shared schema, each
 * message under its field; the button is disabled while the bazaar is on its way.
 */
export function EventForm({ initial, submitLabel, busyLabel, onSubmit }: EventFormProps) {
  const t = useEventsMessages();
  const id = useId();
  const rules = useMemo(() => eventFormRules(EventInputSchema), []);
  const form = useSchemaForm(rules, initial);
  const { values, set, setErrors, fieldError, failure, setFailure, busy, formRef, needsConnection } = form;
  const focusEntry = useRef<number | 'add' | null>(null);

  useEffect(() => {
    if (focusEntry.current === null) return;
    document.getElementById(`${id}-category-${focusEntry.current}`)?.focus();
    focusEntry.current = null;
  });

  const submit = form.onSubmit(async (input) => {
    const outcome = await onSubmit(input);
    if (!outcome) return;
    const fields = serverFieldsOnForm(outcome.fields ?? {});
    if (Object.keys(fields).length > 0) setErrors(fields);
    setFailure(outcome.failure);
  });

  const prose = (field: 'name' | 'description' | 'city' | 'street') => ({
    value: values[field],
    onChange: form.change(field),
    dir: ownDirection(values[field]),
  });

  const categoriesError = fieldError('categories');
  const categories = values.categories;
  const full = categories.length >= EVENT_CATEGORIES_MAX;

  const changeCategory = (index: number, text: string) =>
    set(
      'categories',
      categories.map((category, at) => (at === index ? text : category)),
    );
  const addCategory = () => {
    focusEntry.current = categories.length;
    set('categories', [...categories, '']);
  };
  const removeCategory = (index: number) => {
    const rest = categories.length - 1;
    focusEntry.current = rest > index ? index : rest > 0 ? index - 1 : 'add';
    set(
      'categories',
      categories.filter((_, at) => at !== index),
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <FormSection aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`}>{t('detailsSection')}</h2>
        <FormField label={t('name')} error={fieldError('name')}>
          {(props) => <Input {...props} {...prose('name')} />}
        </FormField>
        <FormField label={t('description')} hint={t('descriptionHint')} error={fieldError('description')}>
          {(props) => <TextArea {...props} rows={5} {...prose('description')} />}
        </FormField>
        <Fieldset
          aria-describedby={`${id}-categories-hint${categoriesError ? ` ${id}-categories-error` : ''}`}
        >
          <legend>{t('categories')}</legend>
          <Hint id={`${id}-categories-hint`}>
            {full
              ? t('categoriesFull', { max: EVENT_CATEGORIES_MAX })
              : t('categoriesHint', { max: EVENT_CATEGORIES_MAX })}
          </Hint>
          {categoriesError && (
            <Message id={`${id}-categories-error`} role="alert">
              {categoriesError}
            </Message>
          )}
          <Entries>
            {categories.map((category, index) => {
              const n = index + 1;
              return (
                <Entry key={index}>
                  <label htmlFor={`${id}-category-${index}`} className="visually-hidden">
                    {t('category', { n })}
                  </label>
                  <Input
                    id={`${id}-category-${index}`}
                    aria-invalid={Boolean(categoriesError)}
                    dir={ownDirection(category)}
                    placeholder={index === 0 ? t('categoryPlaceholder') : undefined}
                    value={category}
                    onChange={(event) => changeCategory(index, event.target.value)}
                  />
                  {categories.length > 1 && (
                    <RemoveButton
                      aria-label={t('removeCategory', { n })}
                      onClick={() => removeCategory(index)}
                    >
                      {t('remove')}
                    </RemoveButton>
                  )}
                </Entry>
              );
            })}
          </Entries>
          <Button
            id={`${id}-category-add`}
            type="button"
            $variant="secondary"
            disabled={full}
            onClick={addCategory}
          >
            <span aria-hidden="true">+</span> {t('addCategory')}
          </Button>
        </Fieldset>
      </FormSection>

      <FormSection aria-labelledby={`${id}-when-where`}>
        <h2 id={`${id}-when-where`}>{t('whenWhereSection')}</h2>
        <FieldPair>
          <FormField label={t('startDate')} error={fieldError('startDate')}>
            {(props) => (
              <Input {...props} type="date" value={values.startDate} onChange={form.change('startDate')} />
            )}
          </FormField>
          <FormField label={t('endDate')} error={fieldError('endDate')}>
            {(props) => (
              <Input
                {...props}
                type="date"
                min={values.startDate || undefined}
                value={values.endDate}
                onChange={form.change('endDate')}
              />
            )}
          </FormField>
        </FieldPair>
        <FieldPair>
          <FormField label={t('city')} error={fieldError('city')}>
            {(props) => <Input {...props} autoComplete="address-level2" {...prose('city')} />}
          </FormField>
          <FormField label={t('street')} error={fieldError('street')}>
            {(props) => <Input {...props} autoComplete="address-line1" {...prose('street')} />}
          </FormField>
        </FieldPair>
        <Fieldset aria-describedby={fieldError('kind') ? `${id}-kind-error` : undefined}>
          <legend>{t('kind')}</legend>
          {fieldError('kind') && (
            <Message id={`${id}-kind-error`} role="alert">
              {fieldError('kind')}
            </Message>
          )}
          <Choices>
            {(['physical', 'virtual'] as const).map((kind) => (
              <label key={kind}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={values.kind === kind}
                  onChange={() => set('kind', kind)}
                />
                {kind === 'physical' ? t('kindPhysical') : t('kindVirtual')}
              </label>
            ))}
          </Choices>
        </Fieldset>
        <FormField label={t('capacityLabel')} hint={t('capacityHint')} error={fieldError('capacity')}>
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={EVENT_CAPACITY_MAX}
              step={1}
              value={values.capacity}
              onChange={form.change('capacity')}
            />
          )}
        </FormField>
      </FormSection>

      <Actions>
        <FailureBanner message={failure} />
        <ConnectionNotice show={needsConnection} />
        <SubmitButton type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </SubmitButton>
      </Actions>
    </form>
  );
}
