/**
 * Rules turned off for every code block, each with the reason. A rule off for one block only is
 * turned off in that block's meta: `disable="SC2034: the next block prints it"`.
 */
export const SITE_DISABLED_RULES = {
  // A shell block without a title or #! line holds commands the reader types at a prompt.
  'ShellCheck at a prompt': {
    SC2164:
      "ShellCheck's fix, `cd dir || exit`, would close the reader's terminal; at a prompt a failed cd shows at once",
  },
  ShellCheck: {
    SC1091:
      'a block that sources a file (.venv/bin/activate, /etc/os-release) reads it on the machine of the reader; the checker has no such file to follow',
  },
  dclint: {
    'service-keys-order':
      'the order of the keys of a service is style; examples order them to teach',
    'services-alphabetical-order': 'examples list services in the order they explain them',
    'service-dependencies-alphabetical-order': 'order of depends_on entries is style',
    'service-ports-alphabetical-order': 'order of ports is style',
    'top-level-properties-order': 'order of top-level keys is style',
    'require-quotes-in-ports': 'quoting ports is style; the Compose schema checks their values',
    'no-quotes-in-volumes': 'quoting volumes is style; the Compose schema checks their values',
    'require-project-name-field':
      'the Compose specification makes `name` optional (the folder names the project); examples leave it out',
  },
};
