/**
 * A plugin, through its public plugin function, with one more step after its own postBuild.
 * Docusaurus starts every plugin's postBuild at once, so a separate site plugin cannot wait for the
 * files another plugin writes there (the blog's feeds, the client redirect pages); this step runs
 * once they are written. Everything else is the plugin's own, options validation included.
 */
import type {LoadContext, Plugin, PluginModule, Props} from '@docusaurus/types';

type PluginFunction<Options> = (
  context: LoadContext,
  options: Options,
) => Plugin<any> | null | Promise<Plugin<any> | null>;

export type PostBuildStep<Options> = (props: Props, options: Options) => Promise<void>;

export function afterPostBuild<Options>(
  pluginFunction: PluginFunction<Options>,
  validateOptions: unknown,
  step: PostBuildStep<Options>,
) {
  return Object.assign(
    // Docusaurus passes the options its validateOptions returned: the plugin's own.
    async (context: LoadContext, validated: unknown): Promise<Plugin<any> | null> => {
      const options = validated as Options;
      const plugin = await pluginFunction(context, options);
      if (!plugin) return plugin;
      return {
        ...plugin,
        async postBuild(props) {
          await plugin.postBuild?.(props);
          await step(props, options);
        },
      };
    },
    // The plugin's own validation, with its defaults; typed loosely by each plugin.
    {validateOptions: validateOptions as PluginModule['validateOptions']},
  );
}
