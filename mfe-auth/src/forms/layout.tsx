import styled from 'styled-components';
import { Button } from '@rowad/shared/ui';

/** The narrow centred column of every auth screen. */
export const AuthPage = styled.section`
  max-width: 440px;
  margin: 0 auto;
`;

/** A wider column for the register form, which has nine fields. */
export const WideAuthPage = styled(AuthPage)`
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

export const SubmitButton = styled(Button)`
  width: 100%;
`;

export const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

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
