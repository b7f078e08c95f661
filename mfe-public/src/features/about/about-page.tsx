import styled from 'styled-components';
import { paths } from '@rowad/shared/paths';
import { Link } from '@rowad/shared/routing';
import { useDocumentTitle } from '@rowad/shared/ui';
import { Lead, StaticPage } from '../../components/static-page';
import { useRemoteMessages } from '../../messages';
import { useAboutMessages, type AboutMessageKey } from './messages';

/** What the platform offers, each as a titled section; the order is the page's. */
const offers: ReadonlyArray<[title: AboutMessageKey, body: AboutMessageKey]> = [
  ['showcaseTitle', 'showcaseBody'],
  ['bazaarsTitle', 'bazaarsBody'],
  ['investorsTitle', 'investorsBody'],
  ['networkTitle', 'networkBody'],
];

const audiences: readonly AboutMessageKey[] = ['audienceOwners', 'audienceInvestors', 'audienceVisitors'];

const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space(10)};
`;

const Offers = styled.section`
  display: grid;
  margin-block-start: ${({ theme }) => theme.space(8)};
  gap: ${({ theme }) => theme.space(4)};
`;

const Offer = styled.section`
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    margin-block: 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin-block-end: 0;
  }
`;

const Audience = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  li + li {
    margin-block-start: ${({ theme }) => theme.space(2)};
  }
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-block;
  padding-block: ${({ theme }) => theme.space(2.5)};
  padding-inline: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme, $primary }) => ($primary ? theme.colors.onPrimary : theme.colors.primary)};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : 'transparent')};
  &:hover {
    background: ${({ theme, $primary }) => ($primary ? theme.colors.primaryHover : theme.colors.surface)};
  }
`;

/** docs/product.md §1: the about page, static content in English and Arabic. */
export default function AboutPage() {
  const title = useRemoteMessages();
  useDocumentTitle(title('aboutTitle'));
  const t = useAboutMessages();
  return (
    <StaticPage>
      <h1>{title('aboutTitle')}</h1>
      <Lead>{t('intro')}</Lead>

      <Offers aria-label={t('offerTitle')}>
        {offers.map(([heading, body]) => (
          <Offer key={heading}>
            <h2>{t(heading)}</h2>
            <p>{t(body)}</p>
          </Offer>
        ))}
      </Offers>

      <Section>
        <h2>{t('audienceTitle')}</h2>
        <Audience>
          {audiences.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </Audience>
      </Section>

      <Section>
        <h2>{t('startTitle')}</h2>
        <p>{t('startBody')}</p>
        <Actions>
          <ActionLink to={paths.projects} $primary>
            {t('browseProjects')}
          </ActionLink>
          <ActionLink to={paths.register}>{t('createAccount')}</ActionLink>
        </Actions>
      </Section>
    </StaticPage>
  );
}
