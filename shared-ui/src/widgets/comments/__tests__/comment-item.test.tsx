import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import type * as CommentItemModule from '../comment-item';
import { commentEntry } from './comment-entry';

const comment = commentEntry();

describe('CommentItem', () => {
  afterEach(() => jest.restoreAllMocks());

  it("writes a comment's day without building an Intl date format (that loads locale data mid-hydration)", () => {
    const dateFormats = jest.spyOn(Intl, 'DateTimeFormat');
    // Loaded here, after the spy, and for the first time in this file (no other test imports it).
    const { CommentItem } = jest.requireActual<typeof CommentItemModule>('../comment-item');

    renderWithProviders(<CommentItem comment={comment} accent="green" />);
    renderWithProviders(<CommentItem comment={{ ...comment, id: '2' }} accent="green" />);
    expect(screen.getAllByText('Jan 2, 2026')).toHaveLength(2);
    expect(dateFormats).not.toHaveBeenCalled();
  });
});
