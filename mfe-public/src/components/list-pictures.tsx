import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ListPictures, useDataSaver } from '@rowad/shared/ui';
import { useComponentMessages } from './messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  p {
    flex: 1 1 14rem;
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * A list of cards under the data saver (docs/decisions.md, "Low data and offline (issue 32)"): its
 * pictures are not downloaded until the visitor presses 'Show pictures', for this list only.
 * Without the data saver, the list as it is.
 */
export function DataSaverList({ children }: { children: ReactNode }) {
  const t = useComponentMessages();
  const on = useDataSaver();
  const [shown, setShown] = useState(false);
  return (
    <>
      {on && (
        <Bar>
          <p>{shown ? t('picturesShown') : t('picturesHeldBack')}</p>
          <Button type="button" $variant="secondary" onClick={() => setShown((value) => !value)}>
            {shown ? t('hidePictures') : t('showPictures')}
          </Button>
        </Bar>
      )}
      <ListPictures shown={shown}>{children}</ListPictures>
    </>
  );
}
