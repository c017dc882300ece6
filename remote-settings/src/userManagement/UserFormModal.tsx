// The Create/Edit modal of the user pages (spec reports-settings 2, 5): the
// title names the form (New/Edit User Dashboard, User Oil Maker, User
// Penindakan), a note says that * marks a required field, then Username (new
// only), Type, Status, Product Type, Password (new only), Company (oil-maker
// form only) and Label maker (dashboard form only; required, and marked so, for
// the Work Order role: issue 15); Cancel and Create/Edit. The fields carry no
// antd rules: the page checks them all on submit and shows every failing one
// in one dialog.
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USER_STATUS } from '@qrguard/shared-api';
import { useT } from '@qrguard/shared-ui';
import { EMPTY_FORM, type UserFormChoices, type UserFormKind, type UserFormValues } from './types';
import { needsLabelMaker } from './validateUserForm';

const TITLE_KEYS: Record<UserFormKind, { create: string; edit: string }> = {
  dashboard: { create: 'userManagement.form.newDashboard', edit: 'userManagement.form.editDashboard' },
  oilMaker: { create: 'userManagement.form.newOilMaker', edit: 'userManagement.form.editOilMaker' },
  penindakan: { create: 'userManagement.form.newPenindakan', edit: 'userManagement.form.editPenindakan' },
};

export interface UserFormModalProps {
  kind: UserFormKind;
  open: boolean;
  /** The values of the user being edited; undefined for New User. */
  editing: UserFormValues | undefined;
  /** Undefined while they load. */
  choices: UserFormChoices | undefined;
  choicesFailed: boolean;
  /** The OK button's spinner while the request runs. */
  saving: boolean;
  onSubmit(values: UserFormValues): void;
  onCancel(): void;
}

export function UserFormModal({
  kind,
  open,
  editing,
  choices,
  choicesFailed,
  saving,
  onSubmit,
  onCancel,
}: UserFormModalProps) {
  const t = useT();
  const [form] = Form.useForm<UserFormValues>();
  const isNew = editing === undefined;
  const hasCompany = kind === 'oilMaker';
  const hasLabelMaker = kind === 'dashboard';
  // The Type as chosen now (the form's initial values once it is mounted).
  const type = Form.useWatch('type', form);
  const labelMakerRequired = hasLabelMaker && needsLabelMaker(type);
  const title = t(isNew ? TITLE_KEYS[kind].create : TITLE_KEYS[kind].edit);
  const loading = choices === undefined && !choicesFailed;

  const submit = () => {
    // Every field as typed, the hidden ones as empty: the page's check decides.
    onSubmit({ ...EMPTY_FORM, ...form.getFieldsValue(true) });
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t(isNew ? 'userManagement.form.create' : 'userManagement.form.edit')}
      cancelText={t('userManagement.form.cancel')}
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={saving}
      destroyOnHidden
      // A click beside the form must not throw away what was typed.
      mask={{ closable: false }}
    >
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        name={`user-form-${kind}`}
        initialValues={editing ?? EMPTY_FORM}
        onFinish={submit}
        autoComplete="off"
      >
        <Typography.Paragraph type="secondary">{t('userManagement.form.required')}</Typography.Paragraph>
        {choicesFailed ? (
          <Alert type="error" showIcon title={t('userManagement.form.choicesFailed')} style={{ marginBottom: 16 }} />
        ) : null}
        {isNew ? (
          <Form.Item name="username" label={t('userManagement.form.username')} required>
            <Input maxLength={USERNAME_MAX_LENGTH} aria-required autoComplete="off" />
          </Form.Item>
        ) : null}
        <Form.Item name="type" label={t('userManagement.form.type')} required>
          <Select
            aria-required
            loading={loading}
            placeholder={t('userManagement.form.typePlaceholder')}
            options={choices?.types ?? []}
          />
        </Form.Item>
        <Form.Item name="status" label={t('userManagement.form.status')} required>
          <Select
            aria-required
            placeholder={t('userManagement.form.statusPlaceholder')}
            options={[
              { value: USER_STATUS.ACTIVE, label: t('userManagement.status.ACTIVE') },
              { value: USER_STATUS.INACTIVE, label: t('userManagement.status.INACTIVE') },
            ]}
          />
        </Form.Item>
        <Form.Item name="productTypes" label={t('userManagement.form.productType')} required>
          <Select
            aria-required
            mode="multiple"
            loading={loading}
            placeholder={t('userManagement.form.productTypePlaceholder')}
            options={choices?.products ?? []}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        {isNew ? (
          <Form.Item
            name="password"
            label={t('userManagement.form.password')}
            required
            extra={t('userManagement.form.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          >
            <Input.Password maxLength={PASSWORD_MAX_LENGTH} aria-required autoComplete="new-password" />
          </Form.Item>
        ) : null}
        {hasCompany ? (
          <Form.Item name="company" label={t('userManagement.form.company')} required>
            <Select
              aria-required
              showSearch={{ optionFilterProp: 'label' }}
              loading={loading}
              placeholder={t('userManagement.form.companyPlaceholder')}
              options={choices?.companies ?? []}
            />
          </Form.Item>
        ) : null}
        {hasLabelMaker ? (
          <Form.Item
            name="labelMaker"
            label={t('userManagement.form.labelMaker')}
            required={labelMakerRequired}
            extra={t('userManagement.form.labelMakerHint')}
          >
            <Select
              aria-required={labelMakerRequired}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={loading}
              placeholder={t('userManagement.form.labelMakerPlaceholder')}
              options={choices?.labelMakers ?? []}
            />
          </Form.Item>
        ) : null}
        {/* Enter in a field submits, as the OK button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
