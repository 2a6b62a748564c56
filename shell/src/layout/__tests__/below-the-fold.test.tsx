import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { belowTheFold } from '../below-the-fold';

function Footer() {
  return (
    <footer>
      <a href="/about#credits">Credits</a> <a href="https://x.com/">Elsewhere</a>
    </footer>
  );
}

function Where() {
  const { pathname, hash } = useLocation();
  return (
    <p>
      At {`${pathname}${hash}`} <Link to="/about">About</Link>
    </p>
  );
}

/** A site of one layout (the page, then the part) on a memory router, which navigates in transitions. */
function Site({ part }: { part: ReturnType<typeof belowTheFold> }) {
  return (
    <MemoryRouter>
      <Routes>
        <Route
          element={
            <>
              <Outlet />
              <part.BelowTheFold />
            </>
          }
        >
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

/** jsdom has no IntersectionObserver: this one reports whatever the test says, for every element it observes. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    private readonly record: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: [] };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.targets = [];
    }
  }
  window.IntersectionObserver = FakeObserver as never;
  return {
    observed: () => observers.flatMap((observer) => observer.targets),
    scrollIntoView: () =>
      observers.forEach(({ callback, targets }) =>
        callback(targets.map((target) => ({ target, isIntersecting: true })) as never, null as never),
      ),
  };
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = '';
});

/** The server's HTML for a path (the part loaded before the first page), in a container on the page. */
async function serverRendered() {
  const server = belowTheFold('site-footer', async () => Footer);
  await server.preload();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Site part={server} />);
  document.body.append(container);
  return container;
}

it('keeps the server HTML and loads the code only once the part nears the viewport, then hydrates it in place', async () => {
  const container = await serverRendered();
  expect(container).toHaveTextContent('Credits');
  const serverFooter = container.querySelector('footer');

  const viewport = fakeIntersectionObserver();
  const load = jest.fn(async () => Footer);
  const browser = belowTheFold('site-footer', load);
  await act(async () => {
    hydrateRoot(container, <Site part={browser} />);
  });
  expect(load).not.toHaveBeenCalled();
  expect(viewport.observed()).toEqual([container.querySelector('#site-footer')]);
  expect(container.querySelector('footer')).toBe(serverFooter);

  await act(async () => viewport.scrollIntoView());
  expect(load).toHaveBeenCalledTimes(1);
  expect(container.querySelector('footer')).toBe(serverFooter);
});

it('lets a navigation finish while the part is still waiting for its code', async () => {
  const container = await serverRendered();
  fakeIntersectionObserver();
  const load = jest.fn(async () => Footer);
  const browser = belowTheFold('site-footer', load);
  await act(async () => {
    hydrateRoot(container, <Site part={browser} />);
  });

  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'About' })));
  expect(container).toHaveTextContent('At /about');
  expect(load).not.toHaveBeenCalled();
  expect(container).toHaveTextContent('Credits');
});

it("routes a plain click on one of the site's links, and leaves other links to the browser", async () => {
  const part = belowTheFold('site-footer', async () => Footer);
  render(<Site part={part} />);
  const user = userEvent.setup();

  await user.click(await screen.findByRole('link', { name: 'Credits' }));
  expect(screen.getByText('At /about#credits')).toBeInTheDocument();

  // Seen last, on the document: the browser would follow the link unless the part had prevented it.
  const leftToBrowser: boolean[] = [];
  const outbound = (event: MouseEvent) => {
    leftToBrowser.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', outbound);
  await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  document.removeEventListener('click', outbound);
  expect(leftToBrowser).toEqual([true]);
  expect(screen.getByText('At /about#credits')).toBeInTheDocument();
});
