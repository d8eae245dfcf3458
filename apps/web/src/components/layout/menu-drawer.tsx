import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/light-ui/button-class';

/**
 * The signed-out header's side menu on small screens: a native modal <dialog> (the browser traps focus, makes
 * the page behind it inert, closes it on Escape and gives focus back to the menu button), so the public pages need
 * no dialog library. Following a link inside closes it first; backdrop clicks close it too.
 */
export function MenuDrawer({
  title,
  description,
  descriptionClassName = 'sr-only',
  descriptionTitle,
  children,
}: {
  title: string;
  description: string;
  /** Hidden from view by default (read to screen readers only). */
  descriptionClassName?: string;
  /** A tooltip for a description that may be cut short. */
  descriptionTitle?: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open) return;
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }, []);

  // Back/forward in the app changes the page under an open menu: close it then too.
  useEffect(() => {
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [close]);

  function open() {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }

  function handleClickCapture(event: MouseEvent<HTMLDialogElement>) {
    // Before the link's own handler runs, so focus can move to where the link leads.
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // The dialog element itself is only hit on its backdrop (its content fills it).
    if (event.target === event.currentTarget) close();
  }

  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={open}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-full w-[min(20rem,85vw)] max-w-full overflow-y-auto border-l bg-background p-0 text-foreground shadow-xl outline-none backdrop:bg-slate-950/50 open:animate-slide-in-right"
        onClickCapture={handleClickCapture}
        onClick={handleClick}
      >
        <div className="flex min-h-full flex-col gap-4 p-6">
          <div className="flex flex-col gap-1.5 pr-8">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <p id={descriptionId} className={descriptionClassName} title={descriptionTitle}>
              {description}
            </p>
          </div>
          {children}
        </div>
        <button
          type="button"
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={close}
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close menu</span>
        </button>
      </dialog>
    </>
  );
}
