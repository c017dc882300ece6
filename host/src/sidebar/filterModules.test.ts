import type { SessionUser, SidebarModule } from '@qrguard/shared-api';
import { filterModulesByRole, WORK_ORDER_MODULE } from './filterModules';

const leaf = (code: string, name = code) => ({ code, name, link: `/${code}`, icon: 'AppstoreOutlined' });

const MODULES: SidebarModule[] = [
  {
    ...leaf('HIGHLIGHT', 'Highlight'),
    children: [
      { ...leaf('HIGHLIGHT_LABEL_MAKER'), children: [] },
      { ...leaf('HIGHLIGHT_OIL_MAKER'), children: [] },
    ],
  },
  { ...leaf('CUSTOMER_ACTIVITIES'), children: [] },
  {
    ...leaf('SETTINGS'),
    children: [
      { ...leaf('SETTINGS_LOG_ACTIVITY'), children: [] },
      { ...leaf('SETTINGS_USER_MANAGEMENT'), children: [leaf('USER_DASHBOARD'), leaf('USER_OILMAKER_APP')] },
    ],
  },
];

type Case = [label: string, user: Pick<SessionUser, 'role' | 'permissions'>, expected: string[]];

/** The visible menu as "CODE" and "PARENT>CHILD" paths, to compare whole trees at a glance. */
function visible(modules: SidebarModule[]): string[] {
  const out: string[] = [];
  for (const m of modules) {
    out.push(m.code);
    for (const c of m.children) {
      out.push(`${m.code}>${c.code}`);
      for (const g of c.children) out.push(`${m.code}>${c.code}>${g.code}`);
    }
  }
  return out;
}

const ALL = visible(MODULES);

const cases: Case[] = [
  ['no role: everything', { role: [], permissions: [] }, ALL],
  [
    'first role 1: everything, whatever the permissions',
    {
      role: [
        { id: 1, name: 'Super Admin' },
        { id: 3, name: 'Viewer' },
      ],
      permissions: [],
    },
    ALL,
  ],
  [
    'first role 2: only List Work Order',
    { role: [{ id: 2, name: 'Work Order' }], permissions: ['HIGHLIGHT'] },
    ['WORK_ORDER'],
  ],
  [
    'role 2 second: the permissions decide',
    {
      role: [
        { id: 3, name: 'Viewer' },
        { id: 2, name: 'Work Order' },
      ],
      permissions: ['CUSTOMER_ACTIVITIES'],
    },
    ['CUSTOMER_ACTIVITIES'],
  ],
  [
    'other role: permitted modules and children only',
    {
      role: [{ id: 3, name: 'Viewer' }],
      permissions: ['HIGHLIGHT', 'HIGHLIGHT_OIL_MAKER', 'SETTINGS', 'SETTINGS_USER_MANAGEMENT', 'USER_OILMAKER_APP'],
    },
    [
      'HIGHLIGHT',
      'HIGHLIGHT>HIGHLIGHT_OIL_MAKER',
      'SETTINGS',
      'SETTINGS>SETTINGS_USER_MANAGEMENT',
      'SETTINGS>SETTINGS_USER_MANAGEMENT>USER_OILMAKER_APP',
    ],
  ],
  [
    'other role: a group with no permitted child is removed',
    { role: [{ id: 3, name: 'Viewer' }], permissions: ['HIGHLIGHT', 'SETTINGS', 'SETTINGS_USER_MANAGEMENT'] },
    [],
  ],
  [
    'other role: a child without its group is not shown',
    { role: [{ id: 3, name: 'Viewer' }], permissions: ['HIGHLIGHT_LABEL_MAKER'] },
    [],
  ],
  ['other role: no permissions, empty menu', { role: [{ id: 5, name: 'Guest' }], permissions: [] }, []],
];

it.each(cases)('%s', (_label, user, expected) => {
  expect(visible(filterModulesByRole(MODULES, user))).toEqual(expected);
});

it('links the work-order role to the work order listing', () => {
  expect(filterModulesByRole(MODULES, { role: [{ id: 2, name: 'Work Order' }], permissions: [] })).toEqual([
    WORK_ORDER_MODULE,
  ]);
  expect(WORK_ORDER_MODULE).toMatchObject({ name: 'List Work Order', link: '/work-order-listing' });
});

it('does not change the modules it is given', () => {
  const copy = JSON.parse(JSON.stringify(MODULES)) as SidebarModule[];
  filterModulesByRole(MODULES, {
    role: [{ id: 3, name: 'Viewer' }],
    permissions: ['HIGHLIGHT', 'HIGHLIGHT_OIL_MAKER'],
  });
  expect(MODULES).toEqual(copy);
});
