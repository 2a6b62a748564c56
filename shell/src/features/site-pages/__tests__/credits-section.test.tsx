import { screen, within } from '@testing-library/react';
import { CombinedError } from '@urql/core';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient } from '../../../testing/scripted-client';
import { CreditsSection, renderAttribution } from '../credits-section';

describe('credits', () => {
  it("shows the API's data sources with their attribution links", () => {
    const { client } = scriptedClient({
      CreditsSection_DataSources: () => ({
        data: {
          dataSources: [
            {
              id: 'x',
              name: 'Example Data',
              usedFor: 'Testing',
              licence: 'CC0',
              licenceUrl: 'https://example.org/cc0',
              sourceUrl: 'https://example.org',
              attribution: 'From [Example](https://example.org/data), thanks.',
            },
          ],
        },
      }),
    });
    renderWithProviders(<CreditsSection />, { client });
    const section = screen.getByRole('region', { name: 'Data sources and credits' });
    expect(within(section).getByRole('heading', { name: 'Example Data' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Example' })).toHaveAttribute('href', 'https://example.org/data');
  });

  it('falls back to the built-in credits when the API cannot answer', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = scriptedClient({
      CreditsSection_DataSources: () => ({ error: new CombinedError({ networkError: new Error('offline') }) }),
    });
    renderWithProviders(<CreditsSection />, { client });
    expect(screen.getByRole('heading', { name: 'LineageOS Wiki' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'BuildCores OpenDB' })).toBeInTheDocument();
  });

  it('turns Markdown links into links and leaves the rest as text', () => {
    const parts = renderAttribution('A [b](https://b.example) c [d](http://d.example)');
    expect(parts).toHaveLength(4);
    expect(parts[0]).toBe('A ');
    expect(parts[2]).toBe(' c ');
  });
});

describe('bare addresses in attributions', () => {
  it('become links, without the punctuation that follows them', () => {
    const parts = renderAttribution('(© contributors, https://github.com/LineageOS/lineage_wiki), licensed.');
    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe('(© contributors, ');
    expect(parts[2]).toBe('), licensed.');
  });
});
