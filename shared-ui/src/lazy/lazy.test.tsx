import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { loadOnce, readyLazy } from './index';

describe('loadOnce', () => {
  it('loads once and shares the answer, which it then holds', async () => {
    const load = jest.fn(async () => 'chunk');
    const once = loadOnce(load);
    expect(once.loaded()).toBeUndefined();
    await expect(Promise.all([once(), once()])).resolves.toEqual(['chunk', 'chunk']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(once.loaded()).toBe('chunk');
  });

  it('tries again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('offline');
    expect(once.loaded()).toBeUndefined();
    await expect(once()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('readyLazy', () => {
  const Page = ({ title }: { title: string }) => <h2>{title}</h2>;

  it('draws a loaded module at once: no fallback, in the first render', async () => {
    const loader = loadOnce(async () => ({ Page }));
    await loader();
    const Ready = readyLazy(loader, (m) => m.Page);
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Ready title="Highlight - Label Maker" />
      </Suspense>,
    );
    // Synchronously: no Loading... in between.
    expect(screen.getByRole('heading', { name: 'Highlight - Label Maker' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('suspends while the module loads, then draws it, and keeps that mount when it lands', async () => {
    let resolve!: (m: { Page: typeof Page }) => void;
    const loader = loadOnce(() => new Promise<{ Page: typeof Page }>((r) => (resolve = r)));
    const Ready = readyLazy(loader, (m) => m.Page);
    let rerender!: () => void;
    function Host() {
      const [n, setN] = useState(0);
      rerender = () => setN(n + 1);
      return (
        <Suspense fallback={<p>Loading...</p>}>
          <Ready title={`render ${n}`} />
        </Suspense>
      );
    }
    render(<Host />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => resolve({ Page }));
    expect(await screen.findByRole('heading', { name: 'render 0' })).toBeInTheDocument();
    const heading = screen.getByRole('heading');
    act(() => rerender());
    expect(screen.getByRole('heading', { name: 'render 1' })).toBe(heading);
  });
});
