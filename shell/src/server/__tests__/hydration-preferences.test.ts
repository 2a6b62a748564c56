import { appStore } from '@gadgets/shared-ui';
import { seesPageAsRendered } from '../hydration-preferences';

describe('whether the server-rendered page can be hydrated as it is', () => {
  it('yes for a first-time visitor', () => {
    expect(seesPageAsRendered()).toBe(true);
  });

  it('yes in night mode: the colours follow <html data-theme>, the HTML is the same', () => {
    appStore.setState({ theme: 'dark', themeChoice: 'dark' });
    expect(seesPageAsRendered()).toBe(true);
    appStore.setState({ theme: 'light', themeChoice: 'system' });
  });

  it('no with a compare list, which the server cannot know', () => {
    appStore.setState({
      compare: { ...appStore.getState().compare, laptop: [{ company: 'apple', path: 'macbook-air-13-m4-2025' }] },
    });
    expect(seesPageAsRendered()).toBe(false);
  });
});
