import { reactWidget } from '../../toolkit/react/react-widget';
import { MapWidget, readMapPlan } from './MapWidget';
import { mapOptions } from './options';

export const widget = reactWidget({ options: mapOptions, read: readMapPlan, component: MapWidget });
