import styled from 'styled-components';
import { Button } from '@rowad/shared/ui';

/** The narrow centred column of a form screen (sign in, a password step, a short form). */
export const FormPage = styled.section`
  max-width: 440px;
  margin: 0 auto;
`;

/** A wider column for a long form (register's nine fields, a project, a profile). */
export const WideFormPage = styled(FormPage)`
  max-width: 640px;
`;

/** A message above a form: a failure (role alert) or a confirmation (role status). */
export const Banner = styled.p<{ $tone: 'danger' | 'success' | 'info' }>`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Surface`]};
`;

/** A form's main action, as wide as the form. */
export const SubmitButton = styled(Button)`
  width: 100%;
`;

/** Links under a form (other ways on: forgot password, create an account). */
export const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A sentence under a form's title that says what the form is for. */
export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A form's general failure, announced when it appears; nothing while there is none. */
export function FailureBanner({ message }: { message: string | null }) {
  return message ? (
    <Banner role="alert" $tone="danger">
      {message}
    </Banner>
  ) : null;
}
