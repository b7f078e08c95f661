import { PROJECT_CITY_MAX, PROJECT_STREET_MAX } from '@rowad/shared/schemas';
import { FormField, Input } from '@rowad/shared/ui';
import { Pair, Section } from './form-parts';
import type { ProjectFormState } from './use-project-form';

/** Where the project is: its city and street. */
export function LocationSection({ state }: { state: ProjectFormState }) {
  const { t, id, prose, fieldError } = state;
  return (
    <Section aria-labelledby={`${id}-location`}>
      <h2 id={`${id}-location`}>{t('locationSection')}</h2>
      <Pair>
        <FormField label={t('city')} error={fieldError('city')}>
          {(props) => (
            <Input {...props} autoComplete="address-level2" maxLength={PROJECT_CITY_MAX} {...prose('city')} />
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
  );
}
