import { chromium } from 'playwright-core';
const base = 'http://localhost:3108';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const phone = `7${String(Date.now()).slice(-9)}`;
for (const [name, vp] of [['m', { width: 360, height: 800, isMobile: true }], ['d', { width: 1280, height: 800 }]]) {
  const ctx = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, isMobile: !!vp.isMobile, baseURL: base });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(name, 'console:', m.text()));
  await page.goto('/');
  const ph = name === 'm' ? phone : `6${phone.slice(1)}`;
  await page.request.post('/api/register', { form: { name: 'Asha Verma', email: `shot.${ph}@example.in`, phone_number: ph, password: 'Kanak@2024x', password_confirmation: 'Kanak@2024x' } });
  const outbox = await (await page.request.get(`/api/dev/outbox?to=${ph}`)).json();
  const otp = outbox.messages.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
  await page.request.post('/api/verify-otp', { form: { phone_number: ph, otp } });
  await page.evaluate(() => localStorage.setItem('kanak.signed-in', '1'));
  await page.request.post('/api/cart', { data: { product_id: 10, quantity: 1, gold_type: 'yellow_gold', gold_carat: '18k', diamond_clarity: 'VS-SI GH', ring_size: 8 } });
  await page.request.post('/api/cart', { data: { product_id: 14, quantity: 2, gold_type: 'white_gold', gold_carat: '14k' } });
  await page.request.post('/api/favorites', { data: { product_id: 13 } });
  await page.request.post('/api/favorites', { data: { product_id: 1 } });
  await page.request.post('/api/addresses', { multipart: { recipient_name: 'Asha Verma', landmark: 'Near Crawford Market', mobile: '9876543210', pincode: '400002', state: 'Maharashtra', area: 'Kalbadevi', address: '12 Zaveri Bazaar' } });
  for (const p of ['placeorder', 'favorites', 'addaddress']) {
    await page.goto('/' + p);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/cart-shots/${p}-${name}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    if (overflow) console.log(name, p, 'OVERFLOW');
  }
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/cart-shots/addaddress2-${name}.png`, fullPage: true });
  await page.goto('/dashboard/20'); await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/cart-shots/dashboard-${name}.png` });
  await ctx.close();
}
await browser.close();
