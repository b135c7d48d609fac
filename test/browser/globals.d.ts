import type { PublicApi } from '../../loader/types';

declare global {
  interface Window {
    wpWidgets?: PublicApi;
  }
}
