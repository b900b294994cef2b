import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run']});
const page = await browser.newPage();
await page.goto('http://127.0.0.1:3999/');
const out = await page.evaluate(async (qs) => {
  const pf = await import('/pagefind/pagefind.js');
  const res = {};
  for (const q of qs) {
    const r = await pf.search(q);
    const d = await Promise.all(r.results.slice(0,3).map(x=>x.data()));
    res[q] = [r.results.length, d.map(x=>x.url + ' ' + x.excerpt.slice(0,60)).join(' | ')];
  }
  return res;
}, process.argv.slice(2));
console.log(out);
await browser.close();
