import { vi } from 'vitest';
import type { MountContext } from '../../../loader/contract/types';

/** A MountContext whose reporter and `fail` are mocks, as the loader would hand a widget. */
export function fakeContext(name = 'test', id = 'wgt1') {
  return {
    name,
    id,
    signal: new AbortController().signal,
    nonce: '',
    warn: vi.fn<MountContext['warn']>(),
    error: vi.fn<MountContext['error']>(),
    fail: vi.fn<MountContext['fail']>(),
  } satisfies MountContext;
}

export type FakeContext = ReturnType<typeof fakeContext>;

/** A console stand-in for the loader and reporters. */
export function fakeConsole() {
  return { warn: vi.fn<(...data: unknown[]) => void>(), error: vi.fn<(...data: unknown[]) => void>() };
}
