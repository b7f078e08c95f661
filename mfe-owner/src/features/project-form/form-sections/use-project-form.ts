import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFormMessages, useSchemaForm } from '@rowad/shared/forms';
import { ProjectInputSchema, type ProjectInput } from '@rowad/shared/schemas';
import { useProjectFormMessages } from '../messages';
import {
  NO_ITEM_ERRORS,
  projectFormRules,
  serverFieldsOnForm,
  type ItemErrors,
  type ListField as ListName,
  type PageEntry,
  type ProjectFormValues,
} from '../project-form-values';
import { nextPageType, ownDirection, withoutEntry } from './form-parts';

/** What a page's call answered when it failed: the text to show, and the fields the server named. */
export interface SubmitFailure {
  failure: string;
  fields?: Record<string, string>;
}

/**
 * The project form's state: the values checked with the shared schema, one message under each
 * field and each entry of its lists. After an entry is added its first control takes focus; after
 * one is removed, the entry now in its place (else the one before, else the list's Add button).
 */
export function useProjectForm(
  initial: ProjectFormValues,
  onSubmit: (input: ProjectInput) => Promise<SubmitFailure | void>,
  onValuesChange: ((values: ProjectFormValues) => void) | undefined,
) {
  const t = useProjectFormMessages();
  const shared = useFormMessages();
  const id = useId();
  const [items, setItems] = useState<ItemErrors>(NO_ITEM_ERRORS);
  const rules = useMemo(() => projectFormRules(ProjectInputSchema, setItems), []);
  const form = useSchemaForm(rules, initial);
  const { values, set, setErrors, fieldError, failure, setFailure, busy, formRef } = form;

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

  return {
    t,
    id,
    form,
    values,
    set,
    fieldError,
    failure,
    busy,
    /** Offline, or the last send got no answer: the ConnectionNotice shows (issue 32). */
    needsConnection: form.needsConnection,
    formRef,
    submit,
    text,
    prose,
    controlId,
    addEntry,
    removeEntry,
    changeText,
    changePage,
    entryProps,
  };
}

/** The form's state as its sections read it. */
export type ProjectFormState = ReturnType<typeof useProjectForm>;
