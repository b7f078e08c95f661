import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)};
`;

/** The loading indicator; `label` is what a screen reader announces. */
export function Spinner({ label }: { label: string }) {
  return (
    <Center role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Center>
  );
}
