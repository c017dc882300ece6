#!/usr/bin/env node
// Signs in to a running stack (npm start) and saves docs/screenshot.png of the
// dashboard, the picture README.md shows.
//   node scripts/screenshot.mjs [host URL]   default: the host URL of `npm start`
import fs from 'node:fs';
import path from 'node:path';
import { chartsDrawn, launchChromium, submitLoginAndWait } from './lib/browser.mjs';
import { fail, info } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';
import { stackConfig } from './lib/stack-config.mjs';

const hostUrl = process.argv[2] ?? stackConfig(process.env).urls.host;
const out = path.join(ROOT, 'docs', 'screenshot.png');

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  await page.goto(`${hostUrl}/login`);
  await submitLoginAndWait(page, {
    username: process.env.DEMO_USER ?? 'admin',
    password: process.env.DEMO_PASSWORD ?? 'admin',
  });
  // The landing page's three charts and its figures, drawn (ApexCharts then animates for a moment).
  await chartsDrawn(page, 3);
  await page.waitForTimeout(1500);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out });
  info(`saved ${path.relative(process.cwd(), out)}`);
} catch (error) {
  fail(`could not take the screenshot from ${hostUrl}: ${error.message} (is the stack running? npm start)`);
  process.exitCode = 1;
} finally {
  await browser.close();
}
