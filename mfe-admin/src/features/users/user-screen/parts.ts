import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import type { AdminUserDetail } from '@rowad/shared/schemas';
import { Link } from '@rowad/shared/routing';
import type { UsersMessageKey } from '../messages';

export type Project = AdminUserDetail['projects'][number];
export type Participation = AdminUserDetail['participations'][number];

export /** The text of a refused or failed action, by the API's code (never by its English). */
function failureText(error: unknown): UsersMessageKey {
  const failure = toApiFailure(error);
  if (failure.kind === 'network') return 'offline';
  switch (failure.code) {
    // An API from before issue 28, during a rolling release.
    case 'CANNOT_DISABLE_ADMIN':
      return 'cannotDisableAdmin';
    case 'CANNOT_DISABLE_SELF':
      return 'cannotDisableSelf';
    case 'LAST_ACTIVE_ADMIN':
      return 'lastActiveAdmin';
    case 'USER_ALREADY_DISABLED':
      return 'alreadyDisabled';
    case 'USER_NOT_DISABLED':
      return 'notDisabled';
    case 'USER_NOT_FOUND':
      return 'gone';
    default:
      return failure.status === 404 ? 'gone' : 'actionFailed';
  }
}

export const Back = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

export const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    overflow-wrap: anywhere;
  }
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-inline-size: 0;
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.125rem;
`;

export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    min-inline-size: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Email = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding-block: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-block-end: none;
  }
`;

export const ItemName = styled.span`
  flex: 1 1 12rem;
  min-inline-size: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Small = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const ActionList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  button {
    inline-size: 100%;
  }
`;

export const DialogText = styled.p`
  margin: 0;
`;
