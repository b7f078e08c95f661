import { useState } from 'react';
import styled from 'styled-components';
import {
  CATEGORIES_MAX,
  CATEGORY_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
} from '@rowad/shared/schemas';
import { Button, FormField, Input, TextArea } from '@rowad/shared/ui';
import { Entry, EntryEnd, ListField } from '../list-field';
import { CategoriesInfoDialog } from './categories-info-dialog';
import { ownDirection, Section } from './form-parts';
import type { ProjectFormState } from './use-project-form';

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

/** The project: its name, its description, and its categories (with what they are for). */
export function AboutSection({ state }: { state: ProjectFormState }) {
  const { t, id, prose, values, fieldError, controlId, addEntry, removeEntry, changeText, entryProps } =
    state;
  const [explaining, setExplaining] = useState(false);
  return (
    <>
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
      <CategoriesInfoDialog open={explaining} onClose={() => setExplaining(false)} />
    </>
  );
}
