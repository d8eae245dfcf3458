/**
 * The script of every pre-rendered public page (scripts/prerender.mjs puts it there instead of the app's
 * src/main.tsx). The page is complete as HTML, so its code waits until the browser has painted it: on a slow
 * phone, evaluating react-dom (and hydrating) before the first frame would hold back the content. The code itself
 * is already downloading meanwhile (modulepreload hints, low priority). See ./hydrate-public-page.tsx.
 */

/*
 * A button does nothing until React is attached to it (a form's submit button would even submit the form the
 * browser's way). A click on one in the meantime is held here and handed to React once hydration has started: it
 * then hydrates the page at once and runs the click (links work without JavaScript and are left alone).
 */
let heldClick: HTMLElement | null = null;

function holdEarlyClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !document.getElementById('root')?.contains(button)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldClick = button;
}

function takeHeldClick(): HTMLElement | null {
  document.removeEventListener('click', holdEarlyClick, true);
  const button = heldClick;
  heldClick = null;
  return button;
}

document.addEventListener('click', holdEarlyClick, true);

let hasStarted = false;

function start(): void {
  if (hasStarted) return;
  hasStarted = true;
  import('./hydrate-public-page')
    .then(({ hydratePublicPage }) => hydratePublicPage({ takeHeldClick }))
    .catch((error: unknown) => {
      takeHeldClick();
      throw error;
    });
}

// The callback of the next animation frame runs just before that frame paints; a task queued from it runs after.
requestAnimationFrame(() => setTimeout(start, 0));
// A page opened in a background tab gets no animation frames until it is shown.
setTimeout(start, 500);
