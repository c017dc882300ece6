import { fireEvent, render, screen } from '@testing-library/react';
import { UsernameSearch } from './UsernameSearch';

describe('UsernameSearch', () => {
  it('applies the typed name only with the Filter button', () => {
    const onSearch = jest.fn();
    render(<UsernameSearch onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Type username');
    fireEvent.change(box, { target: { value: ' budi ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onSearch).toHaveBeenCalledWith('budi');
  });

  it('applies it with Enter too', () => {
    const onSearch = jest.fn();
    render(<UsernameSearch onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Type username');
    fireEvent.change(box, { target: { value: 'sari' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith('sari');
  });
});
