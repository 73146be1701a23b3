// Which roles and statuses the Users screens offer. Pure, so it is unit tested without a browser.
import type { Role, UserStatus } from './types';

export const ROLES: readonly Role[] = ['user', 'admin', 'super_admin'];
/**
 * The statuses the list filter accepts (contracts/openapi.yaml, UserFilter). `invited` is a status
 * of the record but not of the filter: add it here once the contract's UserFilter takes it.
 */
export const FILTER_STATUSES: readonly UserStatus[] = ['active', 'inactive'];

export interface Choice<T extends string> {
  id: T;
  name: string;
}

export const roleChoice = (role: Role): Choice<Role> => ({ id: role, name: `resources.users.roles.${role}` });
export const statusChoice = (status: UserStatus): Choice<UserStatus> => ({
  id: status,
  name: `resources.users.statuses.${status}`,
});

/**
 * Only super_admin grants or revokes admin and super_admin (docs/product.md, Admin routing). An admin may
 * grant only `user`, which is a change only for someone who is not a user, and taking an admin
 * role away is a revocation: so for an admin the role is never editable.
 */
export const canChangeRoles = (signedInRole: unknown): boolean => signedInRole === 'super_admin';

/** The role select's choices: all roles for a super_admin, else just the current one (shown read-only). */
export const roleChoicesFor = (signedInRole: unknown, current: Role | undefined): Choice<Role>[] =>
  canChangeRoles(signedInRole) ? ROLES.map(roleChoice) : current ? [roleChoice(current)] : [];

/** MUI Chip colours for the status column. */
export const statusColor = (status: UserStatus | undefined): 'success' | 'info' | 'default' =>
  status === 'active' ? 'success' : status === 'invited' ? 'info' : 'default';

/** Deactivate whoever can still sign in (or is about to, when invited); reactivate the rest. */
export const statusAction = (status: UserStatus | undefined): 'deactivate' | 'reactivate' =>
  status === 'inactive' ? 'reactivate' : 'deactivate';
