// Draws the installed app's PNG icons from the two SVGs in web/public/icons (the mark on its
// rounded tile, and the full-bleed "maskable" version whose mark stays inside the safe circle).
// Run after changing either SVG: npm run make:icons. Browsers that install the app ask for
// 192 and 512 px; iOS's home screen takes the 180 px apple-touch-icon.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const iconsDir = path.resolve(import.meta.dirname, '../web/public/icons');
const OUTPUTS = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'maskable-icon.svg', file: 'maskable-icon-512.png', size: 512 },
  { source: 'maskable-icon.svg', file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { source, file, size } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(path.join(iconsDir, source), 'utf8');
    await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
    writeFileSync(path.join(iconsDir, file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`${file} (${size} px)`);
  }
} finally {
  await browser.close();
}
