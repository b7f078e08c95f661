import { useState } from 'react';
import styled from 'styled-components';
import { serverErrorCode, serverFieldErrors } from '@rowad/shared/api-client';
import {
  Banner,
  ConnectionNotice,
  FailureBanner,
  SubmitButton,
  useFormMessages,
  useSchemaForm,
  type FieldErrors,
} from '@rowad/shared/forms';
import { Card, CardBody, FormField, Input, TextArea, useDocumentTitle } from '@rowad/shared/ui';
import { useRemoteMessages } from '../../messages';
import { CONTACT_DETAILS, useContactMessages } from './messages';

// The rules and the call come with the first keystroke (or the submit), not with the page.
const loadContactSchema = () =>
  import('@rowad/shared/schemas').then((schemas) => schemas.ContactMessageSchema);

const EMPTY = { name: '', email: '', message: '', website: '' };
type ContactField = keyof typeof EMPTY;

const Page = styled.section`
  max-inline-size: 1040px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(8)};
  padding-inline: ${({ theme }) => theme.space(4)};
  text-align: start;

  h1 {
    margin-block: 0 ${({ theme }) => theme.space(2)};
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem);
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.primary};
  }

  h2 {
    margin-block: 0 ${({ theme }) => theme.space(4)};
    font-size: 1.25rem;
    line-height: 1.35;
  }
`;

const Lead = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(6)};
  max-inline-size: 60ch;
  font-size: 1.125rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.muted};
`;

// One column on a phone, the form first; beside each other from the medium breakpoint on (the
// grid follows the writing direction, so the details sit at the end side in both languages).
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// A phone number reads left to right inside Arabic text too.
const Ltr = styled.a`
  unicode-bidi: isolate;
`;

// The honeypot: out of sight and out of reach for people (and for screen readers, keyboards and
// autofill), still in the form for a robot that fills in every field.
const Hidden = styled.div`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** docs/product.md §2 "Contact page": the form (full name, e-mail, message, all required) and Rowad's details. */
export default function ContactPage() {
  const title = useRemoteMessages();
  useDocumentTitle(title('contactTitle'));
  const t = useContactMessages();
  const shared = useFormMessages();
  const [sent, setSent] = useState(false);
  const {
    values,
    set,
    setErrors,
    fieldError,
    failure,
    setFailure,
    busy,
    onSubmit,
    formRef,
    needsConnection,
  } = useSchemaForm(loadContactSchema, EMPTY);

  const change = (field: ContactField) => (event: { target: { value: string } }) => {
    setSent(false);
    set(field, event.target.value);
  };

  const submit = onSubmit(async (data) => {
    setSent(false);
    try {
      const { sendContactMessage } = await import('@rowad/shared/api');
      await sendContactMessage(data);
      for (const field of Object.keys(EMPTY) as ContactField[]) set(field, '');
      setSent(true);
    } catch (error) {
      // What was typed stays: the visitor sends it again as it is, or corrects a field.
      const fields = serverFieldErrors(error) as FieldErrors<ContactField>;
      if (Object.keys(fields).length > 0) setErrors(fields);
      setFailure(serverErrorCode(error) === 'RATE_LIMITED' ? t('rateLimited') : t('failed'));
    }
  });

  return (
    <Page>
      <h1>{title('contactTitle')}</h1>
      <Lead>{t('lead')}</Lead>
      <Columns>
        <Card>
          <CardBody>
            <h2>{t('formTitle')}</h2>
            {sent && (
              <Banner role="status" $tone="success">
                {t('sent')}
              </Banner>
            )}
            <FailureBanner message={failure} />
            <form ref={formRef} onSubmit={submit} noValidate>
              <FormField label={t('name')} error={fieldError('name')}>
                {(control) => (
                  <Input {...control} autoComplete="name" value={values.name} onChange={change('name')} />
                )}
              </FormField>
              <FormField label={shared.t('email')} error={fieldError('email')}>
                {(control) => (
                  <Input
                    {...control}
                    type="email"
                    autoComplete="email"
                    dir="ltr"
                    value={values.email}
                    onChange={change('email')}
                  />
                )}
              </FormField>
              <FormField label={t('message')} error={fieldError('message')}>
                {(control) => (
                  <TextArea {...control} rows={6} value={values.message} onChange={change('message')} />
                )}
              </FormField>
              <Hidden aria-hidden="true">
                <label>
                  {t('honeypot')}
                  <input
                    type="text"
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={values.website}
                    onChange={change('website')}
                  />
                </label>
              </Hidden>
              <ConnectionNotice show={needsConnection} />
              <SubmitButton type="submit" disabled={busy}>
                {busy ? t('busy') : t('submit')}
              </SubmitButton>
            </form>
          </CardBody>
        </Card>
        <Card as="aside" aria-labelledby="contact-details">
          <CardBody>
            <h2 id="contact-details">{t('detailsTitle')}</h2>
            <Details>
              <div>
                <dt>{t('phone')}</dt>
                <dd>
                  <Ltr href={CONTACT_DETAILS.phoneHref} dir="ltr">
                    {CONTACT_DETAILS.phone}
                  </Ltr>
                </dd>
              </div>
              <div>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
                </dd>
              </div>
              <div>
                <dt>{t('address')}</dt>
                <dd>{t('addressValue')}</dd>
              </div>
            </Details>
          </CardBody>
        </Card>
      </Columns>
    </Page>
  );
}
