import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from 'urql';
import { errorMessageOf } from '@gadgets/shared-ui';
import { publicBuildPath } from '../../../public-build-addresses';
import { type SavedBuild, SavedBuilds_PublishMutation, SavedBuilds_UnpublishMutation } from './saved-builds-queries';

/** A published build's page read earlier in this tab is dropped from the client's cache when the build changes. */
const PUBLIC_PAGES = { additionalTypenames: ['PublicBuild', 'PublicBuildPage'] };

interface PublishControlsProps {
  build: SavedBuild;
  /** The list reads the builds again (a build's public state changed). */
  onChanged: () => void;
}

/**
 * Publish a saved build to a public page (a snapshot of it as saved), bring that page up to date with the saved build,
 * or take it down.
 */
export function PublishControls({ build, onChanged }: PublishControlsProps) {
  const [publishing, runPublish] = useMutation(SavedBuilds_PublishMutation);
  const [unpublishing, runUnpublish] = useMutation(SavedBuilds_UnpublishMutation);
  const [message, setMessage] = useState<string | null>(null);
  const busy = publishing.fetching || unpublishing.fetching;

  const publish = async (done: string) => {
    const outcome = await runPublish({ id: build._id }, PUBLIC_PAGES);
    setMessage(outcome.error ? errorMessageOf(outcome.error) : done);
    if (!outcome.error) onChanged();
  };
  const unpublish = async () => {
    const outcome = await runUnpublish({ id: build._id }, PUBLIC_PAGES);
    // Shared caches keep a public page for up to a minute (like every page of the catalogue).
    setMessage(
      outcome.error
        ? errorMessageOf(outcome.error)
        : 'Unpublished: its public page is gone (a cached copy may show for up to a minute).',
    );
    if (!outcome.error) onChanged();
  };

  return (
    <>
      {build.publishedAt ? (
        <>
          <Link to={publicBuildPath(build._id)} aria-label={`Public page of ${build.name}`}>
            Public page
          </Link>
          <button
            type="button"
            aria-label={`Update the public page of ${build.name}`}
            disabled={busy}
            onClick={() => void publish('The public page now shows the build as saved.')}
          >
            Update public page
          </button>
          <button type="button" aria-label={`Unpublish ${build.name}`} disabled={busy} onClick={() => void unpublish()}>
            Unpublish
          </button>
        </>
      ) : (
        <button
          type="button"
          aria-label={`Publish ${build.name}`}
          disabled={busy || build.variants.length === 0}
          onClick={() => void publish('Published: anyone with the link can see it, and it is in the public builds.')}
        >
          Publish
        </button>
      )}
      {message ? <p role="status">{message}</p> : null}
    </>
  );
}
