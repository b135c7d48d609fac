import './live-search.css';
import { reactWidget } from '../../toolkit/react/react-widget';
import { LiveSearch } from './LiveSearch';
import { liveSearchOptions } from './options';
import { readSearch } from './read-search';

/** The markup is read before the first render: a box without its parts is reported and left as printed. */
export const widget = reactWidget({
  options: liveSearchOptions,
  read: (host, options) => ({ ...options, markup: readSearch(host) }),
  component: LiveSearch,
});
