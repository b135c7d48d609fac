import type { PublicApi } from '../../loader/contract/types';

declare global {
  interface Window {
    wpWidgets?: PublicApi;
    /** The animation frames asked for and not yet run, counted on a clock from `installPausedClock`. */
    framesAskedFor?: number;
    /** Fetches not yet answered, or whose answer's body is being read (`installPausedClock`). */
    requestsUnderWay?: number;
  }
}
