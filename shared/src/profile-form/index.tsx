import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { OwnerProfileUpdateSchema, type Investor, type OwnerProfileUpdate } from '@rowad/shared/schemas';
import {
  Button,
  FormField,
  Input,
  PasswordInput,
  Skeleton,
  TextArea,
  useDocumentTitle,
} from '@rowad/shared/ui';
import {
  Banner,
  BirthDateInput,
  ConnectionNotice,
  FailureBanner,
  serverFieldMessages,
  SubmitButton,
  useFormMessages,
  useSchemaForm,
  WideFormPage,
  type FormSchema,
} from '@rowad/shared/forms';
import { useProfileFormMessages } from './messages';

/** What the owner's and the investor's profiles share, and what the form edits (docs/product.md §3). */
export type EditableProfile = Pick<Investor, 'bio' | 'birthDate' | 'address' | 'user' | 'pendingEmail'>;

export interface ProfileFormProps {
  /** The profile as loaded: the form starts from it and compares with it. */
  profile: EditableProfile;
  /** The bio field's label: the owner's form has one; the investor's has none (docs/product.md §2 "Investor my profile"). */
  bioLabel?: string;
  /** Sends the update; resolves with the profile as saved. */
  save: (update: OwnerProfileUpdate) => Promise<EditableProfile>;
}

// A type, not an interface: the form hook wants a record of fields.
type ProfileValues = {
  firstName: string;
  lastName: string;
  bio: string;
  birthDate: string;
  email: string;
  address: string;
  /** Asked only while the e-mail differs from the account's. */
  currentPassword: string;
};

type EditedField = Exclude<keyof ProfileValues, 'currentPassword'>;

const valuesOf = (profile: EditableProfile): ProfileValues => ({
  firstName: profile.user.firstName,
  lastName: profile.user.lastName,
  bio: profile.bio,
  birthDate: profile.birthDate ?? '',
  email: profile.user.email,
  address: profile.address,
  currentPassword: '',
});

/** As the API compares addresses: spaces around and letter case do not make another address. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The fields whose value differs from the loaded one (text compared trimmed). */
function changedFields(values: ProfileValues, loaded: ProfileValues, withBio: boolean): Set<EditedField> {
  const fields: EditedField[] = ['firstName', 'lastName', 'birthDate', 'email', 'address'];
  if (withBio) fields.push('bio');
  return new Set(
    fields.filter((field) =>
      field === 'email'
        ? !sameEmail(values.email, loaded.email)
        : values[field].trim() !== loaded[field].trim(),
    ),
  );
}

/** The code the password field carries while an e-mail change lacks it (worded by the page). */
const CURRENT_PASSWORD_NEEDED = 'profile.currentPasswordNeeded';

/**
 * The shared profile schema, plus the rule the API adds: a new e-mail needs the current password.
 * Checked with the schema's own rules so every message shows at once, one under each field. The
 * address on file comes with the values (`emailOnFile`); the schema drops it from what it sends.
 */
const profileRules: FormSchema<OwnerProfileUpdate> = {
  safeParse(value) {
    const parsed = OwnerProfileUpdateSchema.safeParse(value);
    const { email, currentPassword, emailOnFile } = value as ProfileValues & { emailOnFile: string };
    if (email.trim() === '' || sameEmail(email, emailOnFile) || currentPassword !== '') return parsed;
    const issue = { path: ['currentPassword'], message: CURRENT_PASSWORD_NEEDED };
    return { success: false, error: { issues: [...(parsed.success ? [] : parsed.error.issues), issue] } };
  },
};

/**
 * The body of PATCH /owner or /investor: the required names and e-mail, and of the rest only what
 * changed (a field left out stays as it is). The password goes only with a new e-mail.
 */
function updateOf(data: OwnerProfileUpdate, changed: Set<EditedField>): OwnerProfileUpdate {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    ...(changed.has('bio') ? { bio: data.bio } : {}),
    ...(changed.has('birthDate') ? { birthDate: data.birthDate } : {}),
    ...(changed.has('address') ? { address: data.address } : {}),
    ...(changed.has('email') ? { currentPassword: data.currentPassword } : {}),
  };
}

/** Two fields side by side on wide screens (first and last name), stacked on phones. */
const Pair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Note = styled(Banner)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-block: ${({ theme }) => `calc(-1 * ${theme.space(2)}) ${theme.space(4)}`};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  margin-block-start: ${({ theme }) => theme.space(6)};
`;

/** An e-mail address reads left to right inside Arabic text. */
const Address = styled.bdi`
  font-weight: 600;
`;

/** A profile screen's card on the page background: its title, then the photo and form. */
export const ProfileCard = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(5)}`};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(10)}`};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(6)};
    font-size: clamp(1.5rem, 1.3rem + 1vw, 2rem);
    line-height: 1.2;
  }
`;

/** The form's place while the profile loads: label and box blocks, so the card keeps its size. */
export function ProfileFormSkeleton({ fields }: { fields: number }) {
  return (
    <SkeletonFields>
      {Array.from({ length: fields }, (_, index) => (
        <span key={index}>
          <Skeleton $width="30%" />
          <Skeleton $height="42px" />
        </span>
      ))}
    </SkeletonFields>
  );
}

const SkeletonFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  > span {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * docs/product.md §2 "Owner my profile" and "Investor my profile": names and e-mail required, 'Update Profile'
 * enabled only while a field differs from the loaded values, and after a save the form holds
 * the saved values (docs/product.md §4 "Profile form"). A new e-mail asks for the current password
 * and applies once confirmed from its inbox; until then the profile shows it as pending.
 */
export function ProfileForm({ profile, bioLabel, save }: ProfileFormProps) {
  const t = useProfileFormMessages();
  const withBio = bioLabel !== undefined;
  const shared = useFormMessages();
  const loaded = valuesOf(profile);
  const {
    values,
    set,
    errors,
    setErrors,
    fieldError,
    failure,
    setFailure,
    busy,
    change,
    onSubmit,
    formRef,
    needsConnection,
  } = useSchemaForm(profileRules, loaded);
  const [updated, setUpdated] = useState(false);

  const changed = changedFields(values, loaded, withBio);
  // A cleared e-mail is a missing one (its required message), not a new address to confirm.
  const emailChanged = changed.has('email') && values.email.trim() !== '';

  const edit = (field: keyof ProfileValues) => (event: { target: { value: string } }) => {
    setUpdated(false);
    change(field)(event);
  };
  const text = (field: keyof ProfileValues) => ({ value: values[field], onChange: edit(field) });

  const send = async (data: OwnerProfileUpdate) => {
    try {
      const saved = valuesOf(await save(updateOf(data, changed)));
      for (const field of Object.keys(saved) as (keyof ProfileValues)[]) set(field, saved[field]);
      setUpdated(true);
    } catch (error) {
      // The product's one sentence (docs/product.md §8), and under a field whatever the server said of it (an
      // address already taken, a wrong current password).
      const fields = serverFieldMessages(error);
      setErrors(Object.fromEntries(Object.entries(fields).filter(([name]) => name in values)));
      setFailure(t('updateFailed'));
    }
  };
  const submit = onSubmit(send, { extra: { emailOnFile: loaded.email } });

  const passwordError =
    errors.currentPassword === CURRENT_PASSWORD_NEEDED
      ? t('currentPasswordNeeded')
      : fieldError('currentPassword');

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Pair>
        <FormField label={t('firstName')} error={fieldError('firstName')}>
          {(control) => (
            <Input {...control} dir="auto" required autoComplete="given-name" {...text('firstName')} />
          )}
        </FormField>
        <FormField label={t('lastName')} error={fieldError('lastName')}>
          {(control) => (
            <Input {...control} dir="auto" required autoComplete="family-name" {...text('lastName')} />
          )}
        </FormField>
      </Pair>
      {withBio && (
        <FormField label={bioLabel} error={fieldError('bio')}>
          {(control) => <TextArea {...control} dir="auto" rows={5} {...text('bio')} />}
        </FormField>
      )}
      <FormField label={t('birthDate')} error={fieldError('birthDate')}>
        {(control) => <BirthDateInput {...control} {...text('birthDate')} />}
      </FormField>
      <FormField
        label={shared.t('email')}
        error={fieldError('email')}
        hint={emailChanged ? t('emailChangeNote') : undefined}
      >
        {(control) => (
          <Input {...control} type="email" dir="ltr" required autoComplete="email" {...text('email')} />
        )}
      </FormField>
      {profile.pendingEmail && (
        <Note $tone="info">
          <span>
            {t('pendingEmail')} <Address>{profile.pendingEmail}</Address>
          </span>
          <span>{t('pendingEmailHelp')}</span>
        </Note>
      )}
      {emailChanged && (
        <FormField label={t('currentPassword')} error={passwordError}>
          {(control) => (
            <PasswordInput
              {...control}
              required
              autoComplete="current-password"
              showLabel={shared.t('show')}
              hideLabel={shared.t('hide')}
              {...text('currentPassword')}
            />
          )}
        </FormField>
      )}
      <FormField label={t('address')} error={fieldError('address')}>
        {(control) => <Input {...control} dir="auto" autoComplete="street-address" {...text('address')} />}
      </FormField>
      <Actions>
        <FailureBanner message={failure} />
        {updated && !failure && (
          <Banner role="status" $tone="success">
            {t('updated')}
          </Banner>
        )}
        <ConnectionNotice show={needsConnection} />
        <SubmitButton type="submit" disabled={busy || changed.size === 0}>
          {busy ? t('submitting') : t('submit')}
        </SubmitButton>
      </Actions>
    </form>
  );
}

const Problem = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

interface ProfileScreenProps<Profile> {
  title: string;
  /** The profile's query: loading, failed (with 'Try again'), or loaded. */
  query: {
    status: 'pending' | 'error' | 'success';
    data: Profile | undefined;
    refetch: () => Promise<unknown>;
  };
  /** What stands while it loads (the form's skeleton). */
  loading: ReactNode;
  /** The loaded profile's screen. */
  children: (profile: Profile) => ReactNode;
}

/** A "my profile" screen (owner's, investor's): its card and title, loading, failed, then the form. */
export function ProfileScreen<Profile>({ title, query, loading, children }: ProfileScreenProps<Profile>) {
  const t = useProfileFormMessages();
  useDocumentTitle(title);
  return (
    <WideFormPage>
      <ProfileCard aria-busy={query.status === 'pending'}>
        <h1>{title}</h1>
        {query.status === 'success' && query.data !== undefined && children(query.data)}
        {query.status === 'pending' && (
          <div role="status" aria-label={t('loading')}>
            {loading}
          </div>
        )}
        {query.status === 'error' && (
          <Problem>
            <p role="alert">{t('loadFailed')}</p>
            <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </Problem>
        )}
      </ProfileCard>
    </WideFormPage>
  );
}

export { useProfileFormMessages } from './messages';
export type { ProfileFormMessageKey } from './messages';
export { AccountActions } from './account-actions';
export type { AccountKind } from './account-actions';
export { SecondFactorSettings } from './second-factor-settings';
