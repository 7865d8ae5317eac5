import { chromium } from 'playwright';
const [,, path, out, ...rest] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--host-resolver-rules=MAP vet.localhost 127.0.0.1'] });
for (const theme of ['main','vet']) for (const w of [390, 1280]) {
  const origin = theme === 'vet' ? 'http://vet.localhost:3320' : 'http://localhost:3320';
  const ctx = await b.newContext({ viewport: { width: w, height: 900 }, deviceScaleFactor: 1 });
  await ctx.addCookies([{ name: 'builder.userAttributes', value: encodeURIComponent(JSON.stringify({ testPages: true })), url: origin }]);
  const p = await ctx.newPage();
  await p.goto(origin + path);
  await p.waitForTimeout(800);
  for (const click of rest) { await p.getByRole('button', { name: click }).first().click(); await p.waitForTimeout(200); }
  await p.screenshot({ path: `/tmp/${out}-${theme}-${w}.png`, fullPage: true });
  await ctx.close();
}
await b.close();
