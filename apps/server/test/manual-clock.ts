import type { Clock } from '../src/lib/clock.js';

/**
 * A clock a test moves on by hand (`BuildOptions.clock`), so a rule about time is tested without sleeping. A wait
 * the app asks for is recorded and passes at once without moving the time, as when many callers wait side by side:
 * the test's requests, one after another, stand for a crowd arriving together.
 */
export class ManualClock implements Clock {
  private at: number;
  readonly slept: number[] = [];
  constructor(start = Date.now()) {
    this.at = start;
  }
  now() {
    return new Date(this.at);
  }
  async sleep(ms: number) {
    this.slept.push(ms);
  }
  advance(ms: number) {
    this.at += ms;
  }
}
