import { PROFILE_ERRORS, validateProfileForm } from './validateProfileForm';

it.each([
  [
    'everything missing: the old password first',
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    PROFILE_ERRORS.oldMissing,
  ],
  [
    'old missing even when the others differ',
    { oldPassword: '', newPassword: 'a', confirmPassword: 'b' },
    PROFILE_ERRORS.oldMissing,
  ],
  ['new password missing', { oldPassword: 'old', newPassword: '', confirmPassword: 'x' }, PROFILE_ERRORS.newMissing],
  [
    'confirmation missing',
    { oldPassword: 'old', newPassword: 'new', confirmPassword: '' },
    PROFILE_ERRORS.confirmMissing,
  ],
  ['confirmation differs', { oldPassword: 'old', newPassword: 'new', confirmPassword: 'New' }, PROFILE_ERRORS.mismatch],
  ['all present and matching', { oldPassword: 'old', newPassword: 'new', confirmPassword: 'new' }, undefined],
])('%s', (_label, form, expected) => {
  expect(validateProfileForm(form)).toBe(expected);
});

it('uses the wording of the spec', () => {
  expect(PROFILE_ERRORS).toEqual({
    oldMissing: 'Please Insert Old Password Before Continuing.',
    newMissing: 'Please Insert New Password Before Continuing.',
    confirmMissing: 'Please Insert Confirm Password Before Continuing.',
    mismatch: 'New Password and Confirmation Password is not the same. Please Try Again.',
  });
});
