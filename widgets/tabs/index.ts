import { reactWidget } from '../../toolkit/react/react-widget';
import { tabsOptions } from './options';
import { Tabs } from './Tabs';
import './tabs.css';

export const widget = reactWidget({ options: tabsOptions, component: Tabs });
