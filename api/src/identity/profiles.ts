import { DEFAULT_SESSION_TIMEOUT_MINUTES, isAdminRole, permissionsOf, type UserDoc } from '@pintar/core';

/** The specification's user profile, as the API shows it to its owner. */
export function toProfile(user: UserDoc) {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    photoURL: user.photoURL,
    bio: user.bio,
    location: user.location,
    emailVerified: user.emailVerified,
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastLogin: user.lastLogin,
    isActive: user.isActive,
    permissions: permissionsOf(user.role),
    preferences: {
      ...user.preferences,
      sessionTimeout: user.preferences.sessionTimeout ?? DEFAULT_SESSION_TIMEOUT_MINUTES,
    },
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

/** The admin table's row: the profile plus the spec's columns (plan is Admin for admins, else Free). */
export function toAdminUser(user: UserDoc) {
  return {
    ...toProfile(user),
    id: user.uid,
    name: user.displayName,
    status: user.status,
    plan: isAdminRole(user.role) ? ('Admin' as const) : ('Free' as const),
    joinDate: user.createdAt,
    lastSeen: user.lastLogin,
  };
}
