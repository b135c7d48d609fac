import { reactWidget } from '../../toolkit/react/react-widget';
import { AudioPlaylist } from './AudioPlaylist';
import './audio-playlist.css';
import { playlistOptions } from './options';

export const widget = reactWidget({ options: playlistOptions, component: AudioPlaylist });
