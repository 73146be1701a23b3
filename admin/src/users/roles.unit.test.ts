import { describe, expect, it } from 'vitest';
import { canChangeRoles, roleChoicesFor, statusAction, statusColor } from './roles';

const ids = (choices: { id: string }[]) => choices.map((choice) => choice.id);

describe('role choices', () => {
  it('offers every role to a super_admin', () => {
    expect(canChangeRoles('super_admin')).toBe(true);
    expect(ids(roleChoicesFor('super_admin', 'user'))).toEqual(['user', 'admin', 'super_admin']);
  });

  it('never offers admin or super_admin to an admin: the current role is shown read-only', () => {
    expect(canChangeRoles('admin')).toBe(false);
    expect(ids(roleChoicesFor('admin', 'user'))).toEqual(['user']);
    expect(ids(roleChoicesFor('admin', 'admin'))).toEqual(['admin']);
    expect(ids(roleChoicesFor(undefined, undefined))).toEqual([]);
  });
});

describe('status', () => {
  it('deactivates active and invited users and reactivates inactive ones', () => {
    expect(statusAction('active')).toBe('deactivate');
    expect(statusAction('invited')).toBe('deactivate');
    expect(statusAction('inactive')).toBe('reactivate');
  });

  it('colours the chip by status', () => {
    expect(statusColor('active')).toBe('success');
    expect(statusColor('invited')).toBe('info');
    expect(statusColor('inactive')).toBe('default');
  });
});
