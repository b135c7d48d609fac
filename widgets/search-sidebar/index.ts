import './search-sidebar.css';
import { reactWidget } from '../../toolkit/react/react-widget';
import { readSidebar, SearchSidebar } from './SearchSidebar';

export const widget = reactWidget({ options: {}, read: readSidebar, component: SearchSidebar });
