import type { WidgetDefinition } from './contract/types';
import { ElementInstance } from './element-instance';
import type { Instance, InstanceServices } from './instance';
import { PageInstance } from './page-instance';

/**
 * Every live instance, found by element and widget name (page widgets by name alone): the loader asks here
 * which instance serves an element, and instances leave when disposed.
 */
export class Instances {
  readonly #byElement = new Map<HTMLElement, Map<string, ElementInstance>>();
  readonly #byPage = new Map<string, PageInstance>();
  readonly #services: InstanceServices;
  #nextId = 0;

  constructor(services: InstanceServices) {
    this.#services = services;
  }

  /** The instance of `definition` on `element`; a new one waits as its strategy says. */
  discover(element: HTMLElement, definition: WidgetDefinition): Instance {
    const existing = this.#attach(element, definition);
    if (existing) return existing;
    const instance = this.#create(element, definition);
    instance.wait();
    return instance;
  }

  /** The same, mounted first thing whatever its strategy. */
  mountNow(element: HTMLElement, definition: WidgetDefinition): Instance {
    const instance = this.#attach(element, definition) ?? this.#create(element, definition);
    instance.mountNow();
    return instance;
  }

  /** Elements that left the document: their instances are disposed, and page widgets no longer serve them. */
  removeDisconnected(): void {
    this.unmountWhere((element) => !element.isConnected);
  }

  /** `data-widget` changed: the instances on `element` whose widget it no longer names go. */
  keepOnly(element: HTMLElement, wanted: readonly WidgetDefinition[]): void {
    const names = new Set(wanted.map((definition) => definition.name));
    for (const instance of [...(this.#byElement.get(element)?.values() ?? [])]) {
      if (!names.has(instance.definition.name)) instance.dispose();
    }
    for (const instance of [...this.#byPage.values()]) {
      if (!names.has(instance.definition.name)) instance.removeHosts([element]);
    }
  }

  /** Disposes the instances on the elements `test` picks, and takes those elements from page widgets. */
  unmountWhere(test: (element: HTMLElement) => boolean): void {
    for (const [element, instances] of [...this.#byElement]) {
      if (test(element)) for (const instance of [...instances.values()]) instance.dispose();
    }
    for (const instance of [...this.#byPage.values()]) instance.removeHosts(instance.hosts().filter(test));
  }

  /** The page widget's instance takes in the element; an element widget's is looked up. */
  #attach(element: HTMLElement, definition: WidgetDefinition): Instance | undefined {
    if (definition.kind === 'page') {
      const instance = this.#byPage.get(definition.name);
      instance?.addHost(element);
      return instance;
    }
    return this.#byElement.get(element)?.get(definition.name);
  }

  #create(element: HTMLElement, definition: WidgetDefinition): Instance {
    this.#nextId += 1;
    const id = `wgt${this.#nextId}`;
    const { name } = definition;
    if (definition.kind === 'page') {
      const instance: PageInstance = new PageInstance(definition, element, id, this.#services, () => {
        if (this.#byPage.get(name) === instance) this.#byPage.delete(name);
      });
      this.#byPage.set(name, instance);
      return instance;
    }
    const instances = this.#byElement.get(element) ?? new Map<string, ElementInstance>();
    this.#byElement.set(element, instances);
    const instance = new ElementInstance(definition, element, id, this.#services, () => {
      instances.delete(name);
      if (instances.size === 0 && this.#byElement.get(element) === instances) this.#byElement.delete(element);
    });
    instances.set(name, instance);
    return instance;
  }
}
