import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** A React (or preact/compat) root in a detached container, driven through `act`, as widgets render. */
export interface TestRoot {
  render(tree: ReactNode): void;
  unmount(): void;
}

export function testRoot(): TestRoot {
  const container = document.createElement('div');
  let root: Root | null = null;
  return {
    render(tree) {
      act(() => {
        root ??= createRoot(container);
        root.render(tree);
      });
    },
    unmount() {
      act(() => root?.unmount());
      root = null;
    },
  };
}
