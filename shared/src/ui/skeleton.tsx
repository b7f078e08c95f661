import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

/**
 * A grey block standing where content will be while it loads, so the page keeps its layout.
 * Decorative: the loading state is announced by whoever shows it (`aria-busy`, a status text).
 */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $ratio?: number;
}>`
  display: block;
  inline-size: ${({ $width = '100%' }) => $width};
  block-size: ${({ $height, $ratio }) => ($ratio ? 'auto' : ($height ?? '1em'))};
  ${({ $ratio }) => ($ratio ? `aspect-ratio: ${$ratio};` : '')}
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
