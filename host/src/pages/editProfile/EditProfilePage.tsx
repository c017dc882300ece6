// /edit-profile: change password (spec 2, 5, 7, 8).
import { errorMessage, sessionAtom, store, updateProfile, useSession } from '@qrguard/shared-api';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { showError, showSuccess } from '../../feedback/feedback';
import { validateProfileForm, type ProfileForm } from './validateProfileForm';

export const PROFILE_UPDATED = 'Successfully Updated User Profile.';

export default function EditProfilePage() {
  const user = useSession();
  const [form] = Form.useForm<ProfileForm>();
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: Partial<ProfileForm>) => {
    const entered: ProfileForm = {
      oldPassword: values.oldPassword ?? '',
      newPassword: values.newPassword ?? '',
      confirmPassword: values.confirmPassword ?? '',
    };
    const problem = validateProfileForm(entered);
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
      showSuccess(PROFILE_UPDATED);
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Change Password" style={{ maxWidth: 520 }}>
      <Form<ProfileForm> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label="User name">
          <Input value={user?.name ?? ''} disabled />
        </Form.Item>
        <Form.Item label="Old Password" name="oldPassword">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="New Password" name="newPassword">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirm Password" name="confirmPassword">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Save
        </Button>
      </Form>
    </Card>
  );
}
