import { render, screen } from '@testing-library/react';
import { ConfigProvider, Input } from 'antd';
import { INPUT_PASSWORD } from './inputPassword';

it('gives a password field’s show/hide toggle a 24 px target (WCAG 2.5.8)', () => {
  render(
    <ConfigProvider inputPassword={INPUT_PASSWORD}>
      <Input.Password aria-label="New Password" />
    </ConfigProvider>,
  );
  const toggle = screen.getByRole('button', { name: /show|hide/i });
  expect(toggle.firstElementChild).toHaveStyle({ width: '24px', height: '24px' });
});
