import { holderOf, landingPath, mayOpen, mayOpenPage, pageAccess, PAGES, visibleMenu, type MenuNode } from './access';
import { PERMISSIONS } from './permissions';

const leaf = (code: string): MenuNode => ({ code, link: `/${code}` });
const MENU: MenuNode[] = [
  { ...leaf('HIGHLIGHT'), children: [leaf('HIGHLIGHT_LABEL_MAKER'), leaf('HIGHLIGHT_OIL_MAKER')] },
  { ...leaf('CUSTOMER_ACTIVITIES'), children: [] },
  {
    ...leaf('SETTINGS'),
    children: [
      leaf('SETTINGS_LOG_ACTIVITY'),
      { ...leaf('SETTINGS_USER_MANAGEMENT'), children: [leaf('USER_DASHBOARD'), leaf('USER_OILMAKER_APP')] },
    ],
  },
  leaf('WORK_ORDER'),
];

/** The visible menu as "CODE" and "PARENT>CHILD" paths, to compare whole trees at a glance. */
function paths(nodes: readonly MenuNode[], prefix = ''): string[] {
  return nodes.flatMap((n) => [`${prefix}${n.code}`, ...paths(n.children ?? [], `${prefix}${n.code}>`)]);
}

const superAdmin = { superAdmin: true, permissions: [] };
const holder = (...permissions: string[]) => ({ superAdmin: false, permissions });

describe('mayOpen: the rule of every route and page', () => {
  it.each([
    ['a super admin, any code', superAdmin, PERMISSIONS.reportQrCode, true],
    ['a super admin, super-admin-only', superAdmin, 'superAdmin', true],
    ['a holder of the code', holder('REPORT_QRCODE'), PERMISSIONS.reportQrCode, true],
    ['someone without it', holder('REPORT_SUSPECT'), PERMISSIONS.reportQrCode, false],
    ['every code but not a super admin, super-admin-only', holder(...Object.values(PERMISSIONS)), 'superAdmin', false],
    ['anyone signed in, a user route', holder(), 'user', true],
    ['no permission at all, a permission route', holder(), PERMISSIONS.highlight, false],
    ['a person, a device route', holder('station'), 'station', false],
    ['a super admin, a device route', superAdmin, 'app:oilmaker', false],
  ] as const)('%s', (_label, who, access, expected) => {
    expect(mayOpen(who, access)).toBe(expected);
  });

  it('does not take a name like constructor or __proto__ for a permission', () => {
    expect(mayOpen(holder(), 'constructor' as never)).toBe(false);
    expect(mayOpen(holder(), '__proto__' as never)).toBe(false);
  });
});

describe('holderOf: the session user as the API sees its principal', () => {
  it('is a super admin by the flag or by role 1 in any position', () => {
    expect(holderOf({ super_admin: 1, role: [], permissions: [] }).superAdmin).toBe(true);
    expect(
      holderOf({
        role: [
          { id: 3, name: 'Viewer' },
          { id: 1, name: 'Super Admin' },
        ],
        permissions: [],
      } as never).superAdmin,
    ).toBe(true);
    expect(holderOf({ super_admin: 0, role: [{ id: 2 }], permissions: ['WORK_ORDER'] })).toEqual({
      superAdmin: false,
      permissions: ['WORK_ORDER'],
      workOrderFirst: true,
    });
  });
});

describe('visibleMenu', () => {
  it('shows a super admin everything', () => {
    expect(paths(visibleMenu(MENU, superAdmin))).toEqual(paths(MENU));
  });

  it('shows no one without a role or permission anything (the original showed them the whole menu)', () => {
    expect(visibleMenu(MENU, holder())).toEqual([]);
  });

  it('shows the work-order role its one item', () => {
    expect(paths(visibleMenu(MENU, holder('WORK_ORDER')))).toEqual(['WORK_ORDER']);
  });

  it('keeps the pages a holder may open, and the groups that hold them, whatever the group codes', () => {
    expect(paths(visibleMenu(MENU, holder('HIGHLIGHT_OIL_MAKER', 'USER_OILMAKER_APP')))).toEqual([
      'HIGHLIGHT',
      'HIGHLIGHT>HIGHLIGHT_OIL_MAKER',
      'SETTINGS',
      'SETTINGS>SETTINGS_USER_MANAGEMENT',
      'SETTINGS>SETTINGS_USER_MANAGEMENT>USER_OILMAKER_APP',
    ]);
  });

  it('drops a group whose pages are all hidden, even when the group code is held', () => {
    expect(visibleMenu(MENU, holder('HIGHLIGHT', 'SETTINGS', 'SETTINGS_USER_MANAGEMENT'))).toEqual([]);
  });

  it('does not change the menu it is given', () => {
    const copy = JSON.parse(JSON.stringify(MENU)) as MenuNode[];
    visibleMenu(MENU, holder('HIGHLIGHT_OIL_MAKER'));
    expect(MENU).toEqual(copy);
  });
});

describe('pages', () => {
  it('knows what each page needs, with or without a trailing slash', () => {
    expect(pageAccess('/dashboard/reports/qrcode')).toBe(PERMISSIONS.reportQrCode);
    expect(pageAccess('/dashboard/reports/qrcode/')).toBe(PERMISSIONS.reportQrCode);
    expect(pageAccess('/dashboard/settings/audit-trail')).toBe(PERMISSIONS.auditTrail);
    expect(pageAccess('/edit-profile')).toBe('user');
  });

  it('leaves groups and unknown paths to the router (a redirect, or not found)', () => {
    expect(pageAccess('/dashboard/reports')).toBeUndefined();
    expect(mayOpenPage(holder(), '/dashboard/nowhere')).toBe(true);
  });

  it('refuses a typed URL the menu would not show', () => {
    expect(mayOpenPage(holder('HIGHLIGHT_OIL_MAKER'), '/dashboard/highlight/label-maker')).toBe(false);
    expect(mayOpenPage(holder('HIGHLIGHT_OIL_MAKER'), '/dashboard/highlight/oil-maker')).toBe(true);
  });

  it('lands each holder on the first page they may open, Edit Profile at least', () => {
    expect(landingPath(superAdmin)).toBe('/dashboard/highlight/label-maker');
    expect(landingPath(holder('REPORT_SUSPECT', 'HIGHLIGHT_CUSTOMER'))).toBe('/dashboard/highlight/customer');
    expect(landingPath(holder('WORK_ORDER'))).toBe('/work-order-listing');
    // Issue 15: a first role of work orders lands on its list whatever else a second role adds.
    const both = { super_admin: 0, permissions: ['HIGHLIGHT_LABEL_MAKER', 'WORK_ORDER'] };
    expect(landingPath(holderOf({ ...both, role: [{ id: 2 }, { id: 3 }] }))).toBe('/work-order-listing');
    expect(landingPath(holderOf({ ...both, role: [{ id: 3 }, { id: 2 }] }))).toBe('/dashboard/highlight/label-maker');
    expect(landingPath(holder())).toBe('/edit-profile');
  });

  it('lists each page once', () => {
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
  });
});

describe('a product that offers only some pages (issue 15: the host configured for pad-shoe)', () => {
  const admin = holderOf({ super_admin: 1, role: [{ id: 1 }], permissions: [] }, [
    '/dashboard/highlight',
    '/dashboard/reports/customer',
  ]);
  it('opens only the offered pages, and Edit Profile everywhere', () => {
    expect(mayOpenPage(admin, '/dashboard/highlight/oil-maker')).toBe(true);
    expect(mayOpenPage(admin, '/dashboard/reports/customer')).toBe(true);
    expect(mayOpenPage(admin, '/dashboard/reports/suspect')).toBe(false);
    expect(mayOpenPage(admin, '/dashboard/settings/audit-trail')).toBe(false);
    expect(mayOpenPage(admin, '/edit-profile')).toBe(true);
  });
  it('still needs the permission of an offered page', () => {
    const viewer = holderOf({ role: [{ id: 3 }], permissions: ['HIGHLIGHT_OIL_MAKER'] }, ['/dashboard/highlight']);
    expect(mayOpenPage(viewer, '/dashboard/highlight/label-maker')).toBe(false);
    expect(landingPath(viewer)).toBe('/dashboard/highlight/oil-maker');
  });
  it('draws only the offered part of the menu, and lands on the first offered page', () => {
    const menu = [
      {
        link: '/dashboard/highlight',
        code: 'HIGHLIGHT',
        children: [{ link: '/dashboard/highlight/customer', code: 'HIGHLIGHT_CUSTOMER' }],
      },
      {
        link: '/dashboard/settings',
        code: 'SETTINGS',
        children: [{ link: '/dashboard/settings/audit-trail', code: 'SETTINGS_AUDIT_TRAIL' }],
      },
    ];
    expect(visibleMenu(menu, admin).map((node) => node.link)).toEqual(['/dashboard/highlight']);
    expect(landingPath(holderOf({ role: [{ id: 2 }], permissions: ['WORK_ORDER'] }, ['/dashboard/highlight']))).toBe(
      '/edit-profile',
    );
  });
});
