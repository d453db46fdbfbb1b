import { describe, expect, it } from 'vitest';
import { toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser } from './support/browser';
import type { Page } from 'playwright-core';

useBrowser();

async function fillRegistration(page: Page, user: ReturnType<typeof uniqueUser>, confirm = user.password) {
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(confirm);
}

async function register(page: Page, user = uniqueUser()) {
  await page.goto('/register');
  await fillRegistration(page, user);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: `Welcome back, ${user.displayName.split(' ')[0]}!` }).waitFor();
  return user;
}

describe('registration, sign-in and sign-out', () => {
  it('registers, lands on the dashboard, logs out, and is sent to /auth from a guarded route', async () => {
    const page = await openPage('/register');
    await page.getByText('Sign up to start your health optimization journey').waitFor();
    const user = await register(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('banner').getByText(user.displayName).waitFor();

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await toastTitled(page, 'Logged Out').getByText('You have been successfully logged out.').waitFor();
    await page.waitForURL('**/login');

    // Signed out, a page sends the person to sign in, and back to it afterwards.
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/profile');
    await page.getByText('Sign in to access your Ultimate Human Dashboard').waitFor();
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });

  it('signs in with the demo credentials shown on the screen and redirects away from the auth pages', async () => {
    const page = await openPage('/login');
    const demoBox = page.getByText('Demo Credentials').locator('..');
    await demoBox.getByText('demo1234').waitFor();
    await page.getByLabel('Username', { exact: true }).fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Demo!' }).waitFor();

    await page.goto('/register');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the server message when the password is wrong and keeps what was typed', async () => {
    const page = await openPage('/auth');
    await page.getByLabel('Username', { exact: true }).fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toastTitled(page, 'Login failed').getByText('Invalid username or password').waitFor();
    await expect(page.getByLabel('Username', { exact: true }).inputValue()).resolves.toBe('demo');
  });

  it('refuses a duplicate username with the server message', async () => {
    const page = await openPage('/register');
    const first = await register(page);
    await page.context().clearCookies();
    await page.goto('/register');
    await fillRegistration(page, { ...uniqueUser(), username: first.username.toUpperCase() });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toastTitled(page, 'Registration failed').getByText('Username is already taken').waitFor();
  });

  it('shows a spinner while the session loads, then redirects a signed-out visitor to /auth', async () => {
    const page = await openPage('/auth');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profile', { waitUntil: 'commit' });
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    release();
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it('explains that Google sign-in is not configured instead of pretending', async () => {
    const page = await openPage('/auth');
    await page.getByRole('tab', { name: 'Google' }).click();
    await page.getByText(/not configured on this server/i).waitFor();
    await expect(page.getByRole('button', { name: /Google/ }).isDisabled()).resolves.toBe(true);
  });
});

describe('the pre-rendered sign-in screen before its script has run', () => {
  /** /login on a connection where the app's scripts arrive 2 s after the page: the form is plain HTML meanwhile. */
  async function openWithSlowScripts() {
    const page = await openPage('about:blank');
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Username', { exact: true }).waitFor();
    return page;
  }

  it('keeps what was typed, and offers Sign in and the tabs once they work', async () => {
    const user = uniqueUser();
    const page = await openWithSlowScripts();
    expect((await page.request.post('/api/register', { data: user })).status()).toBe(201);
    await page.context().clearCookies();
    // Nothing on the page can act yet: what needs the script says so instead of ignoring a click.
    expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Google' }).isDisabled()).toBe(true);
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);

    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe(user.username);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Robin!' }).waitFor();
  });

  it('switches to the Google tab when clicked as soon as it can', async () => {
    const page = await openWithSlowScripts();
    await page.getByRole('tab', { name: 'Google' }).click();
    await page.getByText(/not configured on this server/i).waitFor();
  });
});

describe('form validation messages', () => {
  it('shows each sign-in message under its field', async () => {
    const page = await openPage('/auth');
    await page.getByLabel('Username', { exact: true }).fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
  });

  it('shows each registration message under its field', async () => {
    const page = await openPage('/register');
    await fillRegistration(page, { username: 'ab', email: 'not-an-email', displayName: 'Al', password: '123' }, '456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Please enter a valid email').waitFor();
    await page.getByText('Display name must be at least 3 characters').waitFor();
    await expect(page.getByText('Password must be at least 6 characters').count()).resolves.toBe(2);

    await page.getByLabel('Password', { exact: true }).fill('secret-one');
    await page.getByLabel('Confirm Password').fill('secret-two');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText("Passwords don't match").waitFor();
  });
});
