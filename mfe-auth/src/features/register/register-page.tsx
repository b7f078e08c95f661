import { useState } from 'react';
import { Link, useNavigate } from '@rowad/shared/routing';
import styled from 'styled-components';
import { paths } from '@rowad/shared/paths';
import { register } from '@rowad/shared/api';
import { REGISTER_FORM_ROLES, RegisterSchema, type Register } from '@rowad/shared/schemas';
import { Button, Card, CardBody, Dialog, FormField, Input, Select, TextArea } from '@rowad/shared/ui';
import {
  BirthDateInput,
  Lead,
  serverFieldMessages,
  useFormMessages,
  useSchemaForm,
  WideFormPage,
} from '@rowad/shared/forms';
import { AuthForm, AuthPasswordInput, EmailInput } from '../../components/auth-form';
import { useRegisterMessages } from './messages';

/** Two fields side by side on wide screens (names, passwords), stacked on phones. */
const Pair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

type Field = keyof Register;

const EMPTY: Record<Field, string> = {
  firstName: '',
  lastName: '',
  bio: '',
  email: '',
  birthDate: '',
  // docs/product.md §9: the default registration role is owner.
  role: 'owner',
  address: '',
  password: '',
  passwordVerify: '',
};

/** docs/product.md §2 "Register (/register)". */
export default function RegisterPage() {
  const t = useRegisterMessages();
  const shared = useFormMessages();
  const navigate = useNavigate();
  const { values, errors, setErrors, failure, setFailure, busy, change, onSubmit, formRef, needsConnection } =
    useSchemaForm(RegisterSchema, EMPTY);
  const [created, setCreated] = useState(false);

  const submit = onSubmit(async (data) => {
    try {
      await register(data);
      setCreated(true);
    } catch (error) {
      // docs/product.md §8: any failure shows the one banner. Where the server named a field (an
      // e-mail already registered, a rule it checks), its text also goes under that field.
      const fields = serverFieldMessages(error);
      setErrors(Object.fromEntries(Object.entries(fields).filter(([name]) => name in EMPTY)));
      setFailure(t('failure'));
    }
  });

  const error = (field: Field) => shared.error(errors[field]);
  const text = (field: Field) => ({ value: values[field], onChange: change(field) });

  return (
    <WideFormPage>
      <Card>
        <CardBody>
          <h1>{t('title')}</h1>
          <Lead>
            {t('haveAccount')} <Link to={paths.login}>{t('signIn')}</Link>
          </Lead>
          <AuthForm
            failure={failure}
            formRef={formRef}
            onSubmit={submit}
            busy={busy}
            needsConnection={needsConnection}
            submitLabel={t('submit')}
            busyLabel={t('busy')}
          >
            <Pair>
              <FormField label={t('firstName')} error={error('firstName')}>
                {(control) => <Input {...control} autoComplete="given-name" {...text('firstName')} />}
              </FormField>
              <FormField label={t('lastName')} error={error('lastName')}>
                {(control) => <Input {...control} autoComplete="family-name" {...text('lastName')} />}
              </FormField>
            </Pair>
            <FormField label={t('bio')} hint={t('bioHint')} error={error('bio')}>
              {(control) => <TextArea {...control} rows={4} {...text('bio')} />}
            </FormField>
            <FormField label={shared.t('email')} error={error('email')}>
              {(control) => <EmailInput {...control} {...text('email')} />}
            </FormField>
            <Pair>
              <FormField label={t('birthDate')} error={error('birthDate')}>
                {(control) => <BirthDateInput {...control} {...text('birthDate')} />}
              </FormField>
              <FormField label={t('role')} error={error('role')}>
                {(control) => (
                  <Select {...control} {...text('role')}>
                    {REGISTER_FORM_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`role.${role}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </Pair>
            <FormField label={t('address')} error={error('address')}>
              {(control) => <Input {...control} autoComplete="street-address" {...text('address')} />}
            </FormField>
            <Pair>
              <FormField label={t('password')} hint={t('passwordHint')} error={error('password')}>
                {(control) => <AuthPasswordInput {...control} purpose="new" {...text('password')} />}
              </FormField>
              <FormField label={t('passwordVerify')} error={error('passwordVerify')}>
                {(control) => <AuthPasswordInput {...control} purpose="new" {...text('passwordVerify')} />}
              </FormField>
            </Pair>
          </AuthForm>
        </CardBody>
      </Card>
      <Dialog
        open={created}
        title={t('createdTitle')}
        onClose={() => navigate(paths.login)}
        actions={<Button onClick={() => navigate(paths.login)}>{t('ok')}</Button>}
      >
        <p>{t('createdBody')}</p>
      </Dialog>
    </WideFormPage>
  );
}
