/**
 * The spec's keyboard-navigation class: on <body> after Tab, gone after a mouse press. theme-classic
 * 3.8 adds it from its Layout; 3.10 dropped it for :focus-visible, so the site keeps it itself.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  const toggle = (on: boolean) => document.body.classList.toggle('navigation-with-keyboard', on);
  document.addEventListener('keydown', (event) => event.key === 'Tab' && toggle(true));
  document.addEventListener('mousedown', () => toggle(false));
}
