import { option } from '../../toolkit/dom/options';

export const accordionOptions = {
  active: option.number({
    description: 'The section open at first, counting from 0; -1 opens none (with `data-collapsible`).',
    default: 0,
    integer: true,
    min: -1,
  }),
  collapsible: option.boolean({
    description:
      'Whether the open section closes when its heading is activated again (jQuery UI `collapsible`).',
    default: false,
  }),
};
