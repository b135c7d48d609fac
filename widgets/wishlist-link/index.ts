import { reactWidget } from '../../toolkit/react/react-widget';
import { wishlistLinkOptions } from './options';
import { WishlistLink } from './WishlistLink';

export const widget = reactWidget({ options: wishlistLinkOptions, component: WishlistLink });
