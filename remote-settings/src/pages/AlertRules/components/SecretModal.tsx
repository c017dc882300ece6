// The webhook's shared secret, shown once after a create or a rotation: the
// API never answers it again (the list shows only its last characters).
import { Alert, Modal, Typography } from 'antd';
import { useT } from '@qrguard/shared-ui';

export function SecretModal({ secret, onClose }: { secret: string | null; onClose(): void }) {
  const t = useT();
  return (
    <Modal
      open={secret !== null}
      title={t('alertRules.secret.title')}
      okText={t('alertRules.secret.ok')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
    >
      <Alert type="warning" showIcon title={t('alertRules.secret.text')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph copyable={{ text: secret ?? '' }} style={{ wordBreak: 'break-all' }}>
        <code data-testid="alert-secret">{secret}</code>
      </Typography.Paragraph>
    </Modal>
  );
}
