import { PHONES_MAX } from '@rowad/shared/schemas';
import { FormField, Input } from '@rowad/shared/ui';
import { Entry, EntryEnd, ListField } from '../list-field';
import { Pair, Section, SectionHint, withScheme } from './form-parts';
import type { ProjectFormState } from './use-project-form';

/** How to reach the project: e-mail, website, WhatsApp and phones. */
export function ContactSection({ state }: { state: ProjectFormState }) {
  const { t, id, text, values, set, fieldError, controlId, addEntry, removeEntry, changeText, entryProps } =
    state;
  return (
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
  );
}
