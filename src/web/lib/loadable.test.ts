import { createElement, lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadable } from './loadable';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello ${name}`);
}

/** The page as the server would first render it: the fallback where the code is not here yet. */
const render = (component: (props: { name: string }) => unknown) =>
  renderToString(
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'Loading…') },
      createElement(component as typeof Greeting, { name: 'Ada' }),
    ),
  );

describe('loadable', () => {
  it('renders the component itself, without a fallback, once its code is loaded', async () => {
    const Page = loadable(async () => ({ default: Greeting }));
    expect(Page.isLoaded()).toBe(false);
    await Page.load();
    expect(Page.isLoaded()).toBe(true);
    expect(render(Page)).toBe('<!--$--><p>Hello Ada</p><!--/$-->');
  });

  it('where React.lazy over the same loaded code still shows its fallback first', async () => {
    const code = Promise.resolve({ default: Greeting });
    await code;
    const Page = lazy(() => code);
    expect(render(Page)).toContain('Loading…');
  });

  it('suspends like React.lazy while its code is not here', () => {
    const Page = loadable(() => new Promise<{ default: typeof Greeting }>(() => undefined));
    expect(render(Page)).toContain('Loading…');
  });

  it('fetches the code once however often it is asked, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const Page = loadable(async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return { default: Greeting };
    });
    await expect(Page.load()).rejects.toThrow('offline');
    expect(Page.isLoaded()).toBe(false);
    fail = false;
    await Promise.all([Page.load(), Page.load()]);
    await Page.load();
    expect(calls).toBe(2);
    expect(Page.isLoaded()).toBe(true);
  });
});
