import type { AccountState, Role } from '@rowad/shared/schemas';
import type { BadgeTone } from '@rowad/shared/ui';
import type { UsersMessageKey } from './messages';

/** Each role's label, in the order the role select offers them (the record lists every role). */
export const ROLE_LABELS: Record<Role, UsersMessageKey> = {
  owner: 'roleOwner',
  investor: 'roleInvestor',
  user: 'roleUser',
  admin: 'roleAdmin',
};

/** The filters' values in the order the selects offer them. */
export const ROLES = Object.keys(ROLE_LABELS) as readonly Role[];
export const STATES: readonly AccountState[] = ['active', 'pending', 'disabled'];

export const STATE_LABELS: Record<AccountState, UsersMessageKey> = {
  pending: 'statePending',
  active: 'stateActive',
  disabled: 'stateDisabled',
};

export const STATE_TONES: Record<AccountState, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  disabled: 'danger',
};

/** A value of the address (`?role=`, `?state=`) when it is one of `allowed`, else no filter. */
export function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();
