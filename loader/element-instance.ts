import type { ElementWidget, MountContext, PageWidget, Teardown } from './contract/types';
import { Instance } from './instance';

/** A widget mounted on one element, the usual kind: one isolated instance per element. */
export class ElementInstance extends Instance {
  protected override isPresent(): boolean {
    return this.anchor.isConnected;
  }

  protected override marked(): readonly HTMLElement[] {
    return [this.anchor];
  }

  protected override mountWidget(widget: ElementWidget | PageWidget, ctx: MountContext): Teardown {
    if (widget.kind === 'page') {
      throw new Error('the registry and the module disagree on whether it is a page widget');
    }
    return widget.mount(this.anchor, ctx);
  }
}
