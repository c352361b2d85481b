/**
 * Makes the home page's background video (public/media/coast.webm): a 4-second loop of swell
 * lines over a teal sea, drawn on a canvas in Chromium and recorded with MediaRecorder (VP8), so
 * the demo ships a real, small, license-free video without ffmpeg. Run it again to change it:
 *
 *   node examples/cms-host/scripts/make-hero-video.mjs
 */
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media', 'coast.webm');

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless=new', ...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await (await browser.newContext()).newPage();
  const base64 = await page.evaluate(async () => {
    const width = 640;
    const height = 360;
    const seconds = 4;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    document.body.append(canvas);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const draw = (t) => {
      const sky = context.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#0b5563');
      sky.addColorStop(1, '#1f7f83');
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      // Swell lines that drift at a whole number of wavelengths in `seconds`, so the loop is seamless.
      for (let line = 0; line < 9; line += 1) {
        const y = 70 + line * 34;
        context.beginPath();
        for (let x = 0; x <= width; x += 8) {
          const phase =
            (x / width) * Math.PI * 4 + (t / seconds) * Math.PI * 2 * (line % 2 ? 1 : -1);
          context.lineTo(x, y + Math.sin(phase + line) * (6 + line));
        }
        context.strokeStyle = `rgba(255, 255, 255, ${0.08 + line * 0.02})`;
        context.lineWidth = 2 + line * 0.4;
        context.stroke();
      }
    };
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 250_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const start = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000;
        draw(Math.min(t, seconds));
        if (t < seconds) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const buffer = Buffer.from(base64, 'base64');
  await writeFile(OUT, buffer);
  console.log(`wrote ${OUT} (${(buffer.length / 1024).toFixed(1)} KB)`);
} finally {
  await browser.close();
}
