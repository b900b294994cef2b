import fs from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {buildDir} from '../tests/support/build';

/**
 * Fault injection for the error-state tests (e2e/error-states.spec.ts). Every
 * failure is made from the test, at runtime: nothing in the site is changed.
 *
 * - Render crashes: the production bundle loads its chunks JSONP-style, each
 *   chunk calling `self.webpackChunk<name>.push([[ids], {id: factory}])`. An
 *   init script creates that array first, with a `push` accessor, so every
 *   module factory is wrapped before the bundler runtime registers it.
 * - Chunk failures: requests for chosen files under /assets/js/ are aborted or
 *   held back with page.route.
 */

const jsDir = path.join(buildDir, 'assets', 'js');

/** The JSONP chunk array's global name, read from the built runtime. */
export function chunkGlobalName(): string {
  const runtime = fs.readdirSync(jsDir).find((file) => /^runtime~main\..*\.js$/.test(file));
  if (!runtime) throw new Error(`No runtime~main*.js in ${jsDir}: build the site first.`);
  const match = /self\.(webpackChunk\w+)/.exec(fs.readFileSync(path.join(jsDir, runtime), 'utf8'));
  if (!match) throw new Error(`No self.webpackChunk... global in ${runtime}`);
  return match[1];
}

/** The built JS chunk files (names only) whose text contains `literal`. */
export function chunkFilesContaining(literal: string): string[] {
  return fs
    .readdirSync(jsDir)
    .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(jsDir, file), 'utf8').includes(literal));
}

export type CrashTarget =
  /**
   * The module whose factory source contains `sourceIncludes`: its default
   * export (a function component, or a React.memo of one) is replaced by a
   * component that throws while the crash is on and renders the real one
   * otherwise.
   */
  | {module: string}
  /**
   * Any element created with this class name (through the automatic JSX
   * runtime): creating it throws while the crash is on, so the component that
   * renders it crashes. Works inside concatenated modules, where the
   * component is not reachable through module exports.
   */
  | {elementClass: string};

export type CrashOptions = {
  target: CrashTarget;
  /** The message of the thrown Error. */
  message: string;
  /**
   * Turn the crash off as soon as React reports the error (console.error),
   * i.e. after the crashing render was given up and before any error
   * boundary renders its fallback. Without it the crash stays on until the
   * test calls setCrash(page, false).
   */
  stopWhenReported?: boolean;
};

/** What the injected code reports back, read with crashState(page). */
export type CrashState = {on: boolean; thrown: number; hooked: number};

type InjectArgs = {chunkGlobal: string; target: CrashTarget; message: string; stopWhenReported: boolean};

/** Runs in the page before any of its scripts. Must be self-contained. */
function pageHook({chunkGlobal, target, message, stopWhenReported}: InjectArgs): void {
  type Factory = ((this: unknown, module: {exports: unknown}, ...rest: unknown[]) => unknown) & {__qaWrapped?: true};
  type Chunk = [unknown, Record<string, Factory>, ...unknown[]];
  type Props = Record<string, unknown> | null | undefined;
  const w = window as unknown as Record<string, unknown> & {__qaCrash: CrashState};
  const state: CrashState = {on: true, thrown: 0, hooked: 0};
  w.__qaCrash = state;

  const crash = (): never => {
    state.thrown += 1;
    throw new Error(message);
  };

  if (stopWhenReported) {
    const original = console.error.bind(console);
    const mentionsOurs = (value: unknown, depth = 0): boolean => {
      if (depth > 4 || value == null) return false;
      if (typeof value === 'string') return value.includes(message);
      if (value instanceof Error) return value.message.includes(message) || mentionsOurs(value.cause, depth + 1);
      return false;
    };
    console.error = (...args: unknown[]) => {
      if (state.on && args.some((arg) => mentionsOurs(arg))) state.on = false;
      original(...args);
    };
  }

  const afterModule = (module: {exports: unknown}, source: string): void => {
    if ('module' in target) {
      if (!source.includes(target.module)) return;
      const real = module.exports as Record<string, unknown>;
      const realDefault = real.default as {type?: unknown} | ((props: Props) => unknown);
      const render = (typeof realDefault === 'function' ? realDefault : realDefault?.type) as
        | ((props: Props) => unknown)
        | undefined;
      if (typeof render !== 'function' || /^class\b/.test(String(render))) {
        throw new Error(`qa crash hook: the module matching "${target.module}" has no function-component default export`);
      }
      function CrashingComponent(props: Props) {
        if (state.on) crash();
        return render!(props);
      }
      // Same exports (live, through getters), another default.
      const copy: Record<string, unknown> = {};
      Object.defineProperty(copy, '__esModule', {value: true});
      if (typeof Symbol !== 'undefined' && Symbol.toStringTag) {
        Object.defineProperty(copy, Symbol.toStringTag, {value: 'Module'});
      }
      for (const key of Object.keys(real)) {
        if (key !== 'default') Object.defineProperty(copy, key, {enumerable: true, get: () => real[key]});
      }
      Object.defineProperty(copy, 'default', {enumerable: true, value: CrashingComponent});
      module.exports = copy;
      state.hooked += 1;
    } else {
      const runtime = module.exports as Record<string, unknown> | null;
      if (!runtime || typeof runtime.jsx !== 'function' || typeof runtime.jsxs !== 'function') return;
      if ((runtime.jsx as Factory).__qaWrapped) return; // the same exports object, re-exported
      const className = target.elementClass;
      for (const name of ['jsx', 'jsxs'] as const) {
        const real = runtime[name] as (type: unknown, props: Props, ...rest: unknown[]) => unknown;
        const wrapped = function (this: unknown, type: unknown, props: Props, ...rest: unknown[]) {
          if (state.on && typeof props?.className === 'string' && props.className.split(/\s+/).includes(className)) {
            crash();
          }
          return real.call(this, type, props, ...rest);
        } as Factory;
        wrapped.__qaWrapped = true;
        runtime[name] = wrapped;
      }
      state.hooked += 1;
    }
  };

  const wrapFactory = (factory: Factory): Factory => {
    if (factory.__qaWrapped) return factory;
    const source = String(factory);
    const wrapped = function (this: unknown, module: {exports: unknown}, ...rest: unknown[]) {
      const result = factory.call(this, module, ...rest);
      afterModule(module, source);
      return result;
    } as Factory;
    wrapped.__qaWrapped = true;
    return wrapped;
  };

  const patchChunk = (chunk: Chunk): void => {
    const modules = chunk?.[1];
    if (!modules) return;
    for (const id of Object.keys(modules)) modules[id] = wrapFactory(modules[id]);
  };

  // Before the runtime runs, chunks land in the array through Array#push and
  // the runtime drains them with forEach; then it replaces `push` with its own
  // loader, which the setter keeps and the getter wraps.
  const chunks: Chunk[] = [];
  let runtimePush: ((...items: Chunk[]) => number) | undefined;
  const beforeRuntime = (...items: Chunk[]): number => {
    items.forEach(patchChunk);
    return Array.prototype.push.apply(chunks, items);
  };
  const afterRuntime = (...items: Chunk[]): number => {
    items.forEach(patchChunk);
    return runtimePush!.apply(chunks, items);
  };
  Object.defineProperty(chunks, 'push', {
    configurable: true,
    get: () => (runtimePush ? afterRuntime : beforeRuntime),
    set: (value: (...items: Chunk[]) => number) => {
      runtimePush = value;
    },
  });
  w[chunkGlobal] = chunks;
}

/** Installs the crash hook for every document the page loads from now on. */
export async function injectRenderCrash(page: Page, options: CrashOptions): Promise<void> {
  const args: InjectArgs = {
    chunkGlobal: chunkGlobalName(),
    target: options.target,
    message: options.message,
    stopWhenReported: options.stopWhenReported ?? false,
  };
  await page.addInitScript(pageHook, args);
}

export async function setCrash(page: Page, on: boolean): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as {__qaCrash: CrashState}).__qaCrash.on = value;
  }, on);
}

export async function crashState(page: Page): Promise<CrashState> {
  return page.evaluate(() => ({...(window as unknown as {__qaCrash: CrashState}).__qaCrash}));
}

export type ChunkMode = 'pass' | 'abort' | 'hold';

/**
 * Controls the requests for the given chunk files (names as in build/assets/js).
 * `abort` fails them like a network error, `hold` keeps them waiting until the
 * mode changes, `pass` lets them through. Counts what happened.
 */
export async function controlChunks(page: Page, files: string[], initial: ChunkMode = 'pass') {
  if (files.length === 0) throw new Error('controlChunks: no chunk files given');
  let mode: ChunkMode = initial;
  const held: Route[] = [];
  const counts = {requested: 0, aborted: 0, held: 0};
  await page.route('**/assets/js/**', async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (!files.includes(file)) return route.fallback();
    counts.requested += 1;
    if (mode === 'abort') {
      counts.aborted += 1;
      return route.abort('failed');
    }
    if (mode === 'hold') {
      counts.held += 1;
      held.push(route);
      return;
    }
    return route.fallback();
  });
  return {
    counts,
    get mode() {
      return mode;
    },
    /** Changes the mode; held requests are released (or aborted) accordingly. */
    async set(next: ChunkMode) {
      mode = next;
      if (next === 'hold') return;
      const waiting = held.splice(0);
      await Promise.all(waiting.map((route) => (next === 'abort' ? route.abort('failed') : route.fallback())));
    },
  };
}
