import { Link } from '@rowad/shared/routing';
import styled from 'styled-components';
import { paths } from '@rowad/shared/paths';
import { useShellMessages } from '../../messages';

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space(10)};
  background: ${({ theme }) => theme.colors.text};
  color: #f5f7fa;
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

const Logo = styled(Link)`
  font-size: 1.25rem;
  font-weight: 800;
  color: #fff;
  text-decoration: none;
`;

/** docs/product.md: the footer carries the logo and a copyright line. */
export function Footer() {
  const t = useShellMessages();
  return (
    <Bar>
      <Inner>
        <div>
          <Logo to={paths.home}>{t('brand')}</Logo>
          <p>{t('footerTagline')}</p>
        </div>
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
      </Inner>
    </Bar>
  );
}
