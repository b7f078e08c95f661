import styled from 'styled-components';
import { Panel } from '../../components/page-frame';
import { useReleasesMessages } from './messages';
import { Entry } from './styles';

const How = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

const Command = styled(Entry)`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
`;

const Token = styled.p<{ $set: boolean }>`
  && {
    color: ${({ theme, $set }) => ($set ? theme.colors.success : theme.colors.warning)};
    font-weight: 600;
  }
`;

/** How CI releases, and whether it can (a release token is configured). */
export function HowToRelease({ releaseToken }: { releaseToken: boolean }) {
  const t = useReleasesMessages();
  return (
    <How as="section" aria-labelledby="releases-how">
      <h2 id="releases-how">{t('howTitle')}</h2>
      <p>{t('howText')}</p>
      <Command dir="ltr">{t('howCommand')}</Command>
      <Token $set={releaseToken}>{releaseToken ? t('tokenSet') : t('tokenMissing')}</Token>
    </How>
  );
}
