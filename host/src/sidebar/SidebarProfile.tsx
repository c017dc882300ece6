import { useSession } from '@qrguard/shared-api';
import { Avatar, Tooltip } from 'antd';

export const NO_ROLE = 'Tidak Ada Role';

/** "Admin QR" -> "AQ" */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** Display name and first role name (spec 2). */
export function SidebarProfile({ collapsed }: { collapsed: boolean }) {
  const user = useSession();
  if (!user) return null;
  const role = user.role[0]?.name ?? NO_ROLE;
  const avatar = (
    <Avatar style={{ background: '#1677ff', flex: 'none' }} size={collapsed ? 32 : 40}>
      {initials(user.display_name || user.name)}
    </Avatar>
  );
  if (collapsed) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '8px 0' }}>
        <Tooltip title={`${user.display_name} (${role})`} placement="right">
          {avatar}
        </Tooltip>
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px 12px' }}>
      {avatar}
      <div style={{ minWidth: 0 }}>
        <div
          style={{ color: '#fff', fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {user.display_name}
        </div>
        <div style={{ color: 'rgba(255,255,255,0.65)', fontSize: 12 }}>{role}</div>
      </div>
    </div>
  );
}
