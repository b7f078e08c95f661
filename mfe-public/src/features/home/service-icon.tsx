import styled from 'styled-components';

export type Service = 'investors' | 'markets' | 'network';

const Circle = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 52px;
  block-size: 52px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    inline-size: 28px;
    block-size: 28px;
  }
`;

// Simple line drawings in the text colour: a handshake of growth, a market stall, linked people.
const PATHS: Record<Service, string> = {
  investors: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  markets:
    'M3 9l2-5h14l2 5M3 9h18M3 9v11h18V9M8 20v-6h8v6M7.5 9v1a2 2 0 0 1-4.5 0M12 9v1a2.5 2.5 0 0 1-5 0m10-1v1a2.5 2.5 0 0 1-5 0m9-1v1a2 2 0 0 1-4.5 0',
  network: 'M7 8a3 3 0 1 0 0-.01M17 8a3 3 0 1 0 0-.01M12 17a3 3 0 1 0 0-.01M9 10l2 4.5M15 10l-2 4.5M10 8h4',
};

/** The drawing beside a service card's title; decorative. */
export function ServiceIcon({ service }: { service: Service }) {
  return (
    <Circle aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[service]} />
      </svg>
    </Circle>
  );
}
