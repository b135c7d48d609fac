import type { ModuleSource } from './chunks';
import { jqueryOnPage } from './contract/jquery';
import { causeText, createReporter } from './contract/report';
import type { WidgetDefinition, WidgetModule } from './contract/types';

/**
 * Each widget's code, loaded once for every element that has it: its jQuery plugins are installed when jQuery
 * is on the page, and a failure to load is reported once, however many elements wait for it.
 */
export class WidgetCode {
  readonly #loads = new Map<string, Promise<WidgetModule>>();
  readonly #source: ModuleSource;
  readonly #console: Pick<Console, 'warn' | 'error'>;

  constructor(source: ModuleSource, console_: Pick<Console, 'warn' | 'error'>) {
    this.#source = source;
    this.#console = console_;
  }

  load(definition: WidgetDefinition): Promise<WidgetModule> {
    let loading = this.#loads.get(definition.name);
    if (loading) return loading;
    loading = this.#source.load(definition).then(
      (module) => {
        const jQuery = jqueryOnPage();
        if (jQuery && module.installJQuery) module.installJQuery(jQuery);
        return module;
      },
      (error: unknown) => {
        createReporter(definition.name, this.#console).error(
          document.documentElement,
          `its code could not be loaded: ${causeText(error)}. Every such element keeps its server HTML.`,
          error,
        );
        throw error;
      },
    );
    this.#loads.set(definition.name, loading);
    return loading;
  }
}
