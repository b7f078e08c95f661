import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ConnectionNotice, FailureBanner, SubmitButton } from '@rowad/shared/forms';
import type { ProjectInput } from '@rowad/shared/schemas';
import { AboutSection } from './form-sections/about-section';
import { ContactSection } from './form-sections/contact-section';
import { LocationSection } from './form-sections/location-section';
import { PagesSection } from './form-sections/pages-section';
import { useProjectForm, type SubmitFailure } from './form-sections/use-project-form';
import type { ProjectFormValues } from './project-form-values';

export type { SubmitFailure } from './form-sections/use-project-form';

const Actions = styled.div`
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

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
 * docs/product.md §2 "Add project form", also the edit form: name, description, categories (a list, with an
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
  const state = useProjectForm(initial, onSubmit, onValuesChange);
  const { formRef, submit, failure, busy, needsConnection } = state;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {notice}
      <AboutSection state={state} />
      <LocationSection state={state} />
      <ContactSection state={state} />
      <PagesSection state={state} />
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
