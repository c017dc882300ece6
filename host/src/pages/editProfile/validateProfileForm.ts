// Spec shell-highlights 5: the change-password checks, in order; the first
// failing one is shown in an "Error!" popup.

export interface ProfileForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PROFILE_ERRORS = {
  oldMissing: 'Please Insert Old Password Before Continuing.',
  newMissing: 'Please Insert New Password Before Continuing.',
  confirmMissing: 'Please Insert Confirm Password Before Continuing.',
  mismatch: 'New Password and Confirmation Password is not the same. Please Try Again.',
} as const;

/** The message of the first failed check, or undefined when the form can be sent. */
export function validateProfileForm({ oldPassword, newPassword, confirmPassword }: ProfileForm): string | undefined {
  if (!oldPassword) return PROFILE_ERRORS.oldMissing;
  if (!newPassword) return PROFILE_ERRORS.newMissing;
  if (!confirmPassword) return PROFILE_ERRORS.confirmMissing;
  if (newPassword !== confirmPassword) return PROFILE_ERRORS.mismatch;
  return undefined;
}
