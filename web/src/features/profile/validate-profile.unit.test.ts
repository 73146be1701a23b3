import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarIssue,
  profileChanges,
  validatePasswordChange,
  validateProfile,
} from './validate-profile';

describe('avatarIssue', () => {
  it('takes PNG, JPEG and WebP up to 256 KB', () => {
    expect(AVATAR_MAX_BYTES).toBe(262_144);
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(avatarIssue({ type, size: AVATAR_MAX_BYTES })).toBeUndefined();
    }
    expect(avatarIssue({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('pictureSize');
    for (const type of ['image/gif', 'image/svg+xml', '', 'application/pdf']) {
      expect(avatarIssue({ type, size: 10 })).toBe('pictureType');
    }
  });
});

describe('profile edits', () => {
  it('requires a display name', () => {
    expect(validateProfile({ displayName: '  ', bio: '', location: '' })).toEqual({
      displayName: 'displayNameRequired',
    });
    expect(validateProfile({ displayName: 'Aminah', bio: '', location: '' })).toEqual({});
  });

  it('sends only what changed, trimmed', () => {
    const current = { displayName: 'Aminah', bio: null, location: 'Cyberjaya' };
    expect(profileChanges({ displayName: 'Aminah ', bio: '', location: 'Cyberjaya' }, current)).toEqual({});
    expect(profileChanges({ displayName: 'Aminah Y', bio: ' Cyclist ', location: '' }, current)).toEqual({
      displayName: 'Aminah Y',
      bio: 'Cyclist',
      location: '',
    });
  });
});

describe('validatePasswordChange', () => {
  it('requires the current password and applies the new-password rules', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: 'abcdefgh', confirmPassword: 'x' }),
    ).toEqual({
      currentPassword: 'passwordRequired',
      newPassword: 'passwordWeak',
      confirmPassword: 'passwordsDoNotMatch',
    });
    expect(
      validatePasswordChange({
        currentPassword: 'old',
        newPassword: 'Abcdefg1',
        confirmPassword: 'Abcdefg1',
      }),
    ).toEqual({});
  });
});
