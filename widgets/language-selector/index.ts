import { reactWidget } from '../../toolkit/react/react-widget';
import { LanguageSelector, readSelector } from './LanguageSelector';

export const widget = reactWidget({ options: {}, read: readSelector, component: LanguageSelector });
