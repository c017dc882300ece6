// antd's password fields draw their show/hide toggle as a 14 px icon: too small
// a target for WCAG 2.2's 24 by 24 px (2.5.8, axe's target-size). Every
// ConfigProvider passes this as its `inputPassword` config, so each password
// field's toggle is a 24 px square, the field keeping its height.
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { ConfigProviderProps } from 'antd';

const TARGET = 24;

export const INPUT_PASSWORD: NonNullable<ConfigProviderProps['inputPassword']> = {
  iconRender: (visible: boolean) => (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: TARGET,
        height: TARGET,
        // The field's line is 22 px high: the square overhangs it instead of growing it.
        marginBlock: -1,
      }}
    >
      {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </span>
  ),
};
