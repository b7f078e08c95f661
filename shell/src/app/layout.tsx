import { Outlet } from '@rowad/shared/routing';
import styled from 'styled-components';
import { Footer } from '../features/footer/footer';
import { Navbar } from '../features/navbar/navbar';
import { useShellMessages } from '../messages';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
`;

// At least a screen high, so the footer starts below the first screen: while a page's remote
// loads, the footer is not on screen to be pushed down when the page arrives (a layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space(2)};
  top: -100px;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  z-index: 100;
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

export function Layout() {
  const t = useShellMessages();
  return (
    <Frame>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Navbar />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Frame>
  );
}
