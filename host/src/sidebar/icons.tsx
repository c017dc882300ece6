// The sidebar's icon names (antd icon names, from the API) to components.
import {
  AppstoreOutlined,
  DashboardOutlined,
  DesktopOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FilterOutlined,
  HistoryOutlined,
  LineChartOutlined,
  MobileOutlined,
  PieChartOutlined,
  QrcodeOutlined,
  SafetyOutlined,
  SettingOutlined,
  TableOutlined,
  TagOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UsergroupAddOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  AppstoreOutlined,
  DashboardOutlined,
  DesktopOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FilterOutlined,
  HistoryOutlined,
  LineChartOutlined,
  MobileOutlined,
  PieChartOutlined,
  QrcodeOutlined,
  SafetyOutlined,
  SettingOutlined,
  TableOutlined,
  TagOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UsergroupAddOutlined,
  UserOutlined,
  WarningOutlined,
};

/** An unknown name (a module added later) still gets an icon. */
export function ModuleIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  // Decoration beside the label: without this a screen reader reads "dashboard Highlight".
  return <Icon aria-hidden="true" />;
}
