import styled from 'styled-components';
import { useConnectionMessages } from './messages';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSurface};
  line-height: 1.5;
`;

/**
 * Said by a form's submit button while sending cannot work: the browser is offline, or the last
 * send got no answer. Nothing while the connection is there. Polite: it appears as the signal goes,
 * often while the user is typing, and must not cut into what a screen reader is saying. Spaced
 * from what follows; a form that spaces its rows with a grid gap styles the margin away. `action`:
 * by a button with no form, where nothing was typed to keep.
 */
export function ConnectionNotice({
  show,
  action = false,
  className,
}: {
  show: boolean;
  action?: boolean;
  className?: string;
}) {
  const t = useConnectionMessages();
  return show ? (
    <Notice role="status" aria-live="polite" className={className}>
      {t(action ? 'offlineAction' : 'offline')}
    </Notice>
  ) : null;
}
