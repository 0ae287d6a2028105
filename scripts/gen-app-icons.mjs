// Renders the app's icon (apps/web/public/favicon.svg) to the PNG sizes phones
// want for an installed web app: 192 and 512 for Android (512 also as a
// full-bleed "maskable" icon) and 180 for iOS' home screen.
// Usage: node scripts/gen-app-icons.mjs   (needs Debian's chromium)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// Maskable: square and without rounded corners; the launcher applies its own mask
// and the text stays inside the central safe zone.
const maskable = svg.replace(/ rx="\d+"/, '').replace('font-size="30"', 'font-size="22"').replace('y="43"', 'y="40"');

const targets = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon.png', size: 180, source: maskable },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const { file, size, source } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
  }
} finally {
  await browser.close();
}
