// Charts draw one per task (issue 10): the first at once in a task of its own, the next only once
// the one before has drawn, in the order they mounted; a chart that leaves the page passes its turn.
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useDrawTurn } from './drawTurns';

const drawn: string[] = [];

function Drawing({ name, draws = true, ready = true }: { name: string; draws?: boolean; ready?: boolean }) {
  const { turn, done } = useDrawTurn(ready);
  useEffect(() => {
    if (!turn || !draws) return;
    drawn.push(name);
    done();
  }, [turn, done, name, draws]);
  return <p>{`${name} ${turn ? 'drawn' : 'waiting'}`}</p>;
}

/** Runs the task the next turn waits for. */
const nextTask = () => act(() => jest.advanceTimersToNextTimer());

beforeEach(() => {
  jest.useFakeTimers();
  drawn.length = 0;
});
afterEach(() => jest.useRealTimers());

test('one chart per task, top to bottom', async () => {
  const { unmount } = render(
    <>
      <Drawing name="a" />
      <Drawing name="b" />
      <Drawing name="c" />
    </>,
  );
  // Nothing draws in the commit that mounted them.
  expect(drawn).toEqual([]);
  expect(screen.getByText('a waiting')).toBeInTheDocument();
  await nextTask();
  expect(drawn).toEqual(['a']);
  expect(screen.getByText('b waiting')).toBeInTheDocument();
  await nextTask();
  expect(drawn).toEqual(['a', 'b']);
  await nextTask();
  expect(drawn).toEqual(['a', 'b', 'c']);
  unmount();
});

test('a chart that leaves before its turn, or while holding it, does not stop the others', async () => {
  const { rerender, unmount } = render(
    <>
      <Drawing name="holder" draws={false} />
      <Drawing name="gone" />
      <Drawing name="last" />
    </>,
  );
  await nextTask();
  // "holder" has the turn and never finishes; "gone" leaves the page while waiting.
  expect(screen.getByText('holder drawn')).toBeInTheDocument();
  rerender(<Drawing name="last" />);
  await nextTask();
  expect(drawn).toEqual(['last']);
  unmount();
  // A chart mounted later gets a turn of its own.
  render(<Drawing name="later" />);
  await nextTask();
  expect(drawn).toEqual(['last', 'later']);
});

test('a chart not ready yet (far from the screen) lets the others draw, and draws once ready', async () => {
  const { rerender, unmount } = render(
    <>
      <Drawing key="far" name="far" ready={false} />
      <Drawing key="near" name="near" />
    </>,
  );
  await nextTask();
  expect(drawn).toEqual(['near']);
  expect(screen.getByText('far waiting')).toBeInTheDocument();
  // Nothing is queued: no turn is pending.
  expect(jest.getTimerCount()).toBe(0);
  rerender(
    <>
      <Drawing key="far" name="far" ready />
      <Drawing key="near" name="near" />
    </>,
  );
  await nextTask();
  expect(drawn).toEqual(['near', 'far']);
  unmount();
});
