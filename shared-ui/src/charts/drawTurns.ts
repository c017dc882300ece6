// Charts take turns to draw, one per task (issue 10).
//
// ApexCharts draws a whole chart synchronously, in react-apexcharts' mount effect: on a mid-range
// phone (4x CPU) that is 100 to 250 ms a chart. The label-maker page's three charts mounted in one
// commit and drew in one task of about 500 ms, during which the page answered no input. With
// turns, each chart draws in a task of its own: the browser paints and handles input between them.
//
// A chart asks for a turn when it is ready to draw (mounted, and near the screen: nearViewport.ts)
// and gives it back once it has drawn (its effect, which runs after the drawing child's); the next
// turn starts in a new task. A chart that unmounts gives back its turn, or leaves the queue if it
// had none.
import { useCallback, useEffect, useRef, useState } from 'react';

interface Waiter {
  grant: () => void;
  /** Unmounted before its turn came: the turn passes on. */
  gone: boolean;
}

const queue: Waiter[] = [];
let turnTaken = false;

function passTurn(): void {
  const next = queue.shift();
  if (!next) {
    turnTaken = false;
    return;
  }
  turnTaken = true;
  // A task of its own: whatever drew before has been painted when this one draws.
  setTimeout(() => (next.gone ? passTurn() : next.grant()), 0);
}

/**
 * False until this component's turn to draw has come; call `done` (in an effect, once drawn) to
 * pass the turn on. Components ask once `ready` (in the order they became ready; mounted together,
 * in mount order, so charts draw top to bottom). `ready` must not go back to false.
 */
export function useDrawTurn(ready = true): { turn: boolean; done: () => void } {
  const [turn, setTurn] = useState(false);
  // Whether this component holds the turn and has not given it back yet.
  const holding = useRef(false);

  useEffect(() => {
    if (!ready) return;
    const waiter: Waiter = {
      gone: false,
      grant: () => {
        holding.current = true;
        setTurn(true);
      },
    };
    queue.push(waiter);
    if (!turnTaken) passTurn();
    return () => {
      waiter.gone = true;
      const index = queue.indexOf(waiter);
      if (index >= 0) queue.splice(index, 1);
      if (holding.current) {
        holding.current = false;
        passTurn();
      }
    };
  }, [ready]);

  // The same function on every render: effects that call it do not run again for a new one.
  const done = useCallback(() => {
    if (!holding.current) return;
    holding.current = false;
    passTurn();
  }, []);
  return { turn, done };
}
