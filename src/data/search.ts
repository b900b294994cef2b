/**
 * The search box's keyboard shortcut, in the local search plugin's keymap
 * syntax ("mod" is ⌘ on macOS, Ctrl elsewhere). The plugin reads it from
 * docusaurus.config.ts; src/theme/SearchBar honours it before the plugin's
 * own code has loaded.
 */
export const searchShortcutKeymap = 'mod+k';
