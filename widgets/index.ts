/**
 * The script a theme enqueues (`widgets.js`): the composition root, on top of both layers. The registry names
 * every widget and how to load it; the loader's boot finds them on the page. Nothing below imports this file.
 */
import { boot } from '../loader/boot';
import { registry } from './registry';

boot(registry);
