/**
 * The script of every pre-rendered public page (scripts/prerender.mjs puts it there instead of the app's
 * src/main.tsx). The page is complete as HTML, so its code waits until the browser has painted it: on a slow
 * phone, evaluating react-dom (and hydrating) before the first frame would hold back the content. The code itself
 * is already downloading meanwhile (modulepreload hints, low priority). See ./hydrate-public-page.tsx.
 */
let hasStarted = false;

function start(): void {
  if (hasStarted) return;
  hasStarted = true;
  void import('./hydrate-public-page');
}

// The callback of the next animation frame runs just before that frame paints; a task queued from it runs after.
requestAnimationFrame(() => setTimeout(start, 0));
// A page opened in a background tab gets no animation frames until it is shown.
setTimeout(start, 500);
