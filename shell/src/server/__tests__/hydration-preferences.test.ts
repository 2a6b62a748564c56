import { appStore } from '@gadgets/shared-ui';
import { seesPageAsRendered } from '../hydration-preferences';

describe('whether the server-rendered page can be hydrated as it is', () => {
  it('yes for a first-time visitor', () => {
    expect(seesPageAsRendered()).toBe(true);
  });

  it('no in night mode or with a compare list, which the server cannot know', () => {
    appStore.setState({ theme: 'dark' });
    expect(seesPageAsRendered()).toBe(false);
    appStore.setState({
      theme: 'light',
      compare: { ...appStore.getState().compare, laptop: [{ company: 'apple', path: 'macbook-air-13-m4-2025' }] },
    });
    expect(seesPageAsRendered()).toBe(false);
  });
});
