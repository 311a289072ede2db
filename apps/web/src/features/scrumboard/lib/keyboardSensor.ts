import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';

/** The parts of dnd-kit's KeyboardSensor (6.x) this one changes; private in its types. */
interface SensorInternals {
  handleKeyDown: (event: Event) => void;
  detach: () => void;
  listeners: { add(eventName: string, handler: (event: Event) => void): void };
}

/**
 * dnd-kit's keyboard sensor, listening for the keys that move and drop the picked-up card at once.
 * dnd-kit starts listening only after a timer, so that the Space that picked the card up (still on its
 * way to the document) does not drop it again. A key pressed before that timer ran was lost: the browser
 * runs input before timers, so on a busy page — the board re-rendering as the card is picked up — an arrow
 * right after Space moved nothing, though the card was picked up and announced over itself: the browser
 * tests saw the announcement come before the listener, and the card stay in its list. This one listens at
 * once and skips just the event that picked the card up.
 */
export class PromptKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super(props);
    const sensor = this as unknown as SensorInternals;
    const pickUp = props.event;
    const handleKeyDown = sensor.handleKeyDown;
    const detach = sensor.detach.bind(this);
    const owner = props.event.target instanceof Node ? props.event.target.ownerDocument : document;
    let ended = false;
    // dnd-kit's timer adds `handleKeyDown` later, read then: this same function, which the document does
    // not add twice; after the drag ended (a key before the timer) it takes itself off again.
    const listener = (event: Event) => {
      if (ended) owner?.removeEventListener('keydown', listener);
      else if (event !== pickUp) handleKeyDown(event);
    };
    sensor.handleKeyDown = listener;
    sensor.detach = () => {
      ended = true;
      detach();
    };
    sensor.listeners.add('keydown', listener);
  }
}
