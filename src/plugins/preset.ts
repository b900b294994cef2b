/**
 * The classic preset, with two changes. The blog's feeds carry their self link (src/plugins/feeds.ts).
 * And (a documented exception, see src/theme/README.md) theme-classic
 * registers Prism and its languages in a client module, and client modules go into main.js, which
 * every page loads, so about 34 KB of compressed JavaScript reached pages without code and delayed
 * every first load. This preset loads theme-classic through its public plugin function and leaves
 * that one client module out; src/theme/CodeBlock registers the languages when code first renders
 * in the browser, and the server renders code as before. tests/upgrade-tripwires.test.ts pins the
 * files this depends on.
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig, PluginModule, Preset} from '@docusaurus/types';
import presetClassic, {type Options} from '@docusaurus/preset-classic';
import * as themeClassicModule from '@docusaurus/theme-classic';
import {blogWithFeedSelfLinks} from './feeds';

const {default: themeClassic} = themeClassicModule;
// The theme's option and theme-config validation (with their defaults) and its swizzle list.
const {getSwizzleConfig, validateOptions, validateThemeConfig} = themeClassicModule as Pick<
  PluginModule,
  'getSwizzleConfig' | 'validateOptions' | 'validateThemeConfig'
>;

const themeClassicName = '@docusaurus/theme-classic';
const blogName = '@docusaurus/plugin-content-blog';
export const eagerPrismClientModule = /[\\/]prism-include-languages(\.js)?$/;

/** theme-classic without its Prism client module; everything else is the theme's own. */
export const themeClassicWithLazyPrism = Object.assign(
  (context: LoadContext, options: Parameters<typeof themeClassic>[1]): Plugin<undefined> => {
    const theme = themeClassic(context, options);
    // Docusaurus resolves a theme's paths from its module's folder; this function lives elsewhere.
    const themeDir = path.dirname(require.resolve(themeClassicName));
    const fromThemeDir = (relative?: string) => relative && path.resolve(themeDir, relative);
    return {
      ...theme,
      getThemePath: () => fromThemeDir(theme.getThemePath?.())!,
      getTypeScriptThemePath: () => fromThemeDir(theme.getTypeScriptThemePath?.())!,
      getClientModules: () =>
        (theme.getClientModules?.() ?? [])
          .filter((module) => !eagerPrismClientModule.test(module))
          .map((module) => path.resolve(themeDir, module)),
    };
  },
  {getSwizzleConfig, validateOptions, validateThemeConfig},
);

/** Swaps the plugin the preset loads from `name` for `replacement`, with the same options. */
const replacing =
  (name: string, replacement: unknown) =>
  (config: PluginConfig): PluginConfig =>
    (Array.isArray(config) ? config[0] : config) === require.resolve(name)
      ? ([replacement, Array.isArray(config) ? config[1] : {}] as PluginConfig)
      : config;

export default function preset(context: LoadContext, options: Options): Preset {
  const {themes = [], plugins = []} = presetClassic(context, options);
  return {
    plugins: plugins.map(replacing(blogName, blogWithFeedSelfLinks)),
    themes: themes.map(replacing(themeClassicName, themeClassicWithLazyPrism)),
  };
}
