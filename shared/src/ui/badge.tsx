import styled from 'styled-components';
import type { Theme } from './theme';

export type BadgeTone =
  'neutral' | 'upcoming' | 'ongoing' | 'other' | 'success' | 'warning' | 'danger' | 'info';

function toneColors(theme: Theme, tone: BadgeTone): { fg: string; bg: string } {
  const c = theme.colors;
  switch (tone) {
    case 'upcoming':
      return { fg: '#fff', bg: c.status.upcoming };
    case 'ongoing':
      return { fg: '#fff', bg: c.status.ongoing };
    case 'other':
      return { fg: '#fff', bg: c.status.other };
    case 'success':
      return { fg: c.success, bg: c.successSurface };
    case 'warning':
      return { fg: c.warning, bg: c.warningSurface };
    case 'danger':
      return { fg: c.danger, bg: c.dangerSurface };
    case 'info':
      return { fg: c.info, bg: c.infoSurface };
    case 'neutral':
      return { fg: c.text, bg: c.border };
  }
}

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme, $tone = 'neutral' }) => toneColors(theme, $tone).fg};
  background: ${({ theme, $tone = 'neutral' }) => toneColors(theme, $tone).bg};
`;
