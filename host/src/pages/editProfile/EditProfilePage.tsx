// /edit-profile: change password (spec 2, 5, 7, 8).
import { sessionAtom, store, updateProfile, useSession } from '@qrguard/shared-api';
import { useDescribeError, useT } from '@qrguard/shared-ui/i18n';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { showError, showSuccess } from '../../feedback/feedback';
import { validateProfileForm, type ProfileForm } from './validateProfileForm';

/** The spec's English words (resources' profile.updated). */
export const PROFILE_UPDATED = 'Successfully Updated User Profile.';

export default function EditProfilePage() {
  const user = useSession();
  const [form] = Form.useForm<ProfileForm>();
  const [busy, setBusy] = useState(false);
  const t = useT();
  const describeError = useDescribeError();

  const onFinish = async (values: Partial<ProfileForm>) => {
    const entered: ProfileForm = {
      oldPassword: values.oldPassword ?? '',
      newPassword: values.newPassword ?? '',
      confirmPassword: values.confirmPassword ?? '',
    };
    const problem = validateProfileForm(entered, t);
    if (problem) {
      showError(problem);
      return;
    }
    if (!user) return;
    setBusy(true);
    try {
      const updated = await updateProfile({
        name: user.name,
        old_password: entered.oldPassword,
        new_password: entered.newPassword,
      });
      // The answer is the updated user; keep it (and its token) as the session.
      store.set(sessionAtom, updated);
      form.resetFields();
      showSuccess(t('profile.updated'));
    } catch (error) {
      showError(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('profile.title')} style={{ maxWidth: 520 }}>
      <Form<ProfileForm> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        {/* Not a form field (it cannot change), so antd does not tie the label to it: htmlFor does. */}
        <Form.Item label={t('profile.username')} htmlFor="profile-user-name">
          <Input id="profile-user-name" value={user?.name ?? ''} disabled />
        </Form.Item>
        <Form.Item label={t('profile.oldPassword')} name="oldPassword">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={t('profile.newPassword')} name="newPassword">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('profile.confirmPassword')} name="confirmPassword">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
