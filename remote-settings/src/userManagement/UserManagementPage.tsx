// The page the three user-management screens share (spec reports-settings 2,
// 4, 5, 6, 8): a search by username with a Filter button (kept in the URL), a
// New User button above a server-paged table, the row buttons Edit, Delete
// and, on an app account whose device lock is SET, the lock's reset; the
// Create/Edit modal; every outcome in a dialog. After a create, an edit, a
// delete or a reset the table loads again (the original's delete did not).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import { ensureFilterLists, useFilterLists } from '@qrguard/shared-api';
import {
  DataTable,
  PageHeader,
  useDescribeError,
  useT,
  type DataTableColumn,
  type DataTableHandle,
} from '@qrguard/shared-ui';
import { UsernameSearch } from '../pages/LogHistoryActivity/components/UsernameSearch';
import { formMessage, refusalLines } from './messages';
import { USER_SORT } from './query';
import type {
  Choice,
  UserFormChoices,
  UserFormKind,
  UserFormValues,
  UserListFilters,
  UserRowBase,
  UserService,
} from './types';
import { useFeedback } from '@qrguard/shared-ui';
import { useSearchParam } from './useSearchParam';
import { UserFormModal } from './UserFormModal';
import { validateUserForm } from './validateUserForm';

export interface UserManagementPageProps<Row extends UserRowBase> {
  kind: UserFormKind;
  /** The page's heading: its menu label. */
  title: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** The data columns; the page adds the row buttons. */
  columns: DataTableColumn<Row>[];
  service: UserService<Row>;
  /** New User and Edit are offered. */
  canWrite: boolean;
  /** Delete is offered on this row. */
  canDelete(row: Row): boolean;
  /** The warning of the delete confirmation. */
  deleteText: string;
  /** The Edit form's values of a row. */
  toFormValues(row: Row): UserFormValues;
  /** The device-lock reset is offered on this row (app pages, rows whose lock is SET). */
  lockIsSet?(row: Row): boolean;
  /** The Type choices in the reader's language (the service gives them as the API names them). */
  typeText?(label: string): string;
  /** Shown above the table (e.g. why New User is missing). */
  notice?: ReactNode;
}

/** The oil makers of the shared reference lists, as Company choices: the code, shown with the name. */
function useCompanyChoices(wanted: boolean): Choice<string>[] {
  const { oilMakers } = useFilterLists();
  useEffect(() => {
    if (wanted) ensureFilterLists().catch((error: unknown) => console.error('Could not load the oil makers', error));
  }, [wanted]);
  return useMemo(
    () => oilMakers.map((maker) => ({ value: maker.code, label: `${maker.code} - ${maker.name}` })),
    [oilMakers],
  );
}

/** The label makers of the shared reference lists (master label-maker list), as Label maker choices. */
function useLabelMakerChoices(wanted: boolean): Choice<number>[] {
  const { labelMakers } = useFilterLists();
  useEffect(() => {
    if (wanted) ensureFilterLists().catch((error: unknown) => console.error('Could not load the label makers', error));
  }, [wanted]);
  return useMemo(() => labelMakers.map((maker) => ({ value: maker.id, label: maker.name })), [labelMakers]);
}

const rowId = (row: UserRowBase) => row.id;

export function UserManagementPage<Row extends UserRowBase>({
  kind,
  title,
  tableLabel,
  columns,
  service,
  canWrite,
  canDelete,
  deleteText,
  toFormValues,
  lockIsSet,
  typeText,
  notice,
}: UserManagementPageProps<Row>) {
  const t = useT();
  const describe = useDescribeError();
  const [feedback, feedbackHolder] = useFeedback();
  const table = useRef<DataTableHandle>(null);
  const [search, setSearch] = useSearchParam('search');
  const filters = useMemo<UserListFilters>(() => ({ search }), [search]);

  // The form: open for New User (row undefined) or for a row; each opening is a new form (serial).
  const [form, setForm] = useState<{ open: boolean; row: Row | undefined; serial: number }>({
    open: false,
    row: undefined,
    serial: 0,
  });
  const openForm = (row: Row | undefined) => setForm((current) => ({ open: true, row, serial: current.serial + 1 }));
  // The row stays while the modal animates away.
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const [saving, setSaving] = useState(false);

  // The form's choices, loaded once when the reader may use the form.
  const hasCompany = kind === 'oilMaker';
  const companies = useCompanyChoices(canWrite && hasCompany);
  const hasLabelMaker = kind === 'dashboard';
  const labelMakers = useLabelMakerChoices(canWrite && hasLabelMaker);
  const [loaded, setLoaded] = useState<Omit<UserFormChoices, 'companies' | 'labelMakers'> | undefined>();
  const [choicesFailed, setChoicesFailed] = useState(false);
  useEffect(() => {
    if (!canWrite) return;
    let live = true;
    service.loadChoices().then(
      (choices) => live && setLoaded(choices),
      (error: unknown) => {
        console.error('Could not load the choices of the user form', error);
        if (live) setChoicesFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [canWrite, service]);
  const choices = useMemo<UserFormChoices | undefined>(() => {
    if (!loaded) return undefined;
    const types = typeText ? loaded.types.map((type) => ({ ...type, label: typeText(type.label) })) : loaded.types;
    return {
      ...loaded,
      types,
      ...(hasCompany ? { companies } : {}),
      ...(hasLabelMaker ? { labelMakers } : {}),
    };
  }, [loaded, typeText, hasCompany, companies, hasLabelMaker, labelMakers]);

  const reload = () => table.current?.reload();

  const submit = async (values: UserFormValues) => {
    const row = form.row;
    const failing = validateUserForm(values, { isNew: row === undefined, kind });
    if (failing.length > 0) {
      await feedback.error(failing.map((key) => formMessage(t, key)));
      return;
    }
    setSaving(true);
    try {
      if (row) await service.update(row, values);
      else await service.create(values);
      closeForm();
      reload();
      await feedback.success(t('userManagement.saved', { username: row ? row.username : values.username.trim() }));
    } catch (error) {
      await feedback.error(refusalLines(error, t, describe));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (row: Row) => {
    const confirmed = await feedback.confirm({
      title: t('userManagement.confirmTitle'),
      content: deleteText,
      okText: t('userManagement.deleteOk'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await service.remove(row);
      reload();
      await feedback.success(t('userManagement.deleted'));
    } catch (error) {
      await feedback.error(refusalLines(error, t, describe));
    }
  };

  const resetLock = async (row: Row) => {
    if (!service.resetLock) return;
    const confirmed = await feedback.confirm({
      title: t('userManagement.confirmTitle'),
      content: t('userManagement.lockText'),
      okText: t('userManagement.lockOk'),
    });
    if (!confirmed) return;
    try {
      await service.resetLock(row);
      reload();
      await feedback.success(t('userManagement.lockLifted'));
    } catch (error) {
      await feedback.error(refusalLines(error, t, describe));
    }
  };

  // The row buttons: Edit (form users), Delete, and the lock's reset on SET rows.
  const renderActions = (row: Row) => (
    <Space size={4} wrap={false}>
      {canWrite ? (
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('userManagement.editUser', { username: row.username })}
          onClick={() => openForm(row)}
        >
          {t('userManagement.edit')}
        </Button>
      ) : null}
      {canDelete(row) ? (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('userManagement.deleteUser', { username: row.username })}
          onClick={() => void remove(row)}
        >
          {t('userManagement.delete')}
        </Button>
      ) : null}
      {lockIsSet?.(row) ? (
        <Button
          size="small"
          icon={<UnlockOutlined aria-hidden />}
          aria-label={t('userManagement.resetLockOf', { username: row.username })}
          onClick={() => void resetLock(row)}
        >
          {t('userManagement.resetLock')}
        </Button>
      ) : null}
    </Space>
  );

  const allColumns: DataTableColumn<Row>[] = [
    ...columns,
    {
      // The row's id is not shown: the column holds the row's buttons.
      key: 'id' as DataTableColumn<Row>['key'],
      title: t('userManagement.action'),
      render: (_value, row) => renderActions(row),
    },
  ];

  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Card>
        <Flex vertical gap={16}>
          <UsernameSearch
            key={search}
            defaultValue={search}
            // Filter with the search already applied asks again (someone may have changed the list meanwhile).
            onSearch={(next) => (next === search ? reload() : setSearch(next))}
          />
          {notice ? <Alert type="info" showIcon title={notice} /> : null}
          {canWrite ? (
            <Flex justify="flex-end">
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openForm(undefined)}>
                {t('userManagement.newUser')}
              </Button>
            </Flex>
          ) : null}
          <DataTable<Row, UserListFilters>
            ref={table}
            aria-label={tableLabel}
            columns={allColumns}
            rowKey={rowId}
            defaultSort={USER_SORT}
            filters={filters}
            fetchPage={(request, current) => service.fetchPage(request, current)}
          />
        </Flex>
      </Card>
      <UserFormModal
        // A new form for each opening: the values of the last one are not kept.
        key={form.serial}
        kind={kind}
        open={form.open}
        editing={form.row ? toFormValues(form.row) : undefined}
        choices={choices}
        choicesFailed={choicesFailed}
        saving={saving}
        onSubmit={(values) => void submit(values)}
        onCancel={closeForm}
      />
      {feedbackHolder}
    </section>
  );
}
