import { option } from '../../toolkit/dom/options';

/** easyPieChart's options, as the theme's shortcode prints them (markup contract §13.2). */
export const radialOptions = {
  width: option.number({
    description: 'The chart’s size in pixels (at most its element’s width less 20).',
    default: 110,
    min: 20,
  }),
  lineWidth: option.number({
    attribute: 'data-line_width',
    description: 'The ring’s thickness.',
    default: 8,
    min: 1,
  }),
  barColor: option.string({
    attribute: 'data-bar_color',
    description: 'The filled part’s colour.',
    default: '#ef1e25',
  }),
  trackColor: option.string({
    attribute: 'data-track_color',
    description: 'The empty part’s colour.',
    default: '#f2f2f2',
  }),
  startPercent: option.number({
    attribute: 'data-start_percent',
    description: 'The percentage it fills to, once 70% in view.',
    min: 0,
    max: 100,
  }),
};
