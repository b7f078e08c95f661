import styled from 'styled-components';

// The pieces the Releases screen's parts share.

/** An entry URL: left to right in either language, broken anywhere so it fits 360 px. */
export const Entry = styled.code`
  max-inline-size: 100%;
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
  text-align: start;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;
