import type { MountContext } from '../../loader/types';
import { leaveAsPrinted, type Options } from '../../toolkit/options';
import { reactWidget } from '../../toolkit/react-widget';
import { LiveSearch, type LiveSearchSettings } from './LiveSearch';
import { liveSearchOptions } from './options';
import { readSearch } from './read-search';

function readSettings(
  host: HTMLElement,
  options: Options<typeof liveSearchOptions>,
  ctx: MountContext,
): LiveSearchSettings {
  try {
    return { ...options, markup: readSearch(host) };
  } catch (error) {
    return leaveAsPrinted(ctx, host, (error as Error).message);
  }
}

export const widget = reactWidget({ options: liveSearchOptions, read: readSettings, component: LiveSearch });
