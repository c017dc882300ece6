// Spec shell-highlights 5: the change-password checks, in order; the first
// failing one is shown in an "Error!" popup, in the reader's language.
import { t as translate, type TranslateFn } from '@qrguard/shared-ui/i18n';

export interface ProfileForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The spec's English messages (resources' profile.*). */
export const PROFILE_ERRORS = {
  oldMissing: 'Please Insert Old Password Before Continuing.',
  newMissing: 'Please Insert New Password Before Continuing.',
  confirmMissing: 'Please Insert Confirm Password Before Continuing.',
  mismatch: 'New Password and Confirmation Password is not the same. Please Try Again.',
} as const;

/** The message of the first failed check, or undefined when the form can be sent. */
export function validateProfileForm(
  { oldPassword, newPassword, confirmPassword }: ProfileForm,
  t: TranslateFn = translate,
): string | undefined {
  if (!oldPassword) return t('profile.oldMissing');
  if (!newPassword) return t('profile.newMissing');
  if (!confirmPassword) return t('profile.confirmMissing');
  if (newPassword !== confirmPassword) return t('profile.mismatch');
  return undefined;
}
