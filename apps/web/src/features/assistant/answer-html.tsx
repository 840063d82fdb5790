import { type KeyboardEvent, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { lazyOnDemand } from '../../shared/lazy-chunk';
import { operationTarget } from './answer-operations';

// Asked for by few: the dialog's code loads when a service link is followed.
const ServiceDialog = lazyOnDemand(
  () => import('../../shared/service/service-dialog'),
  (module) => module.ServiceDialog,
);

const operationLink = (event: MouseEvent | KeyboardEvent) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>('[data-operation]') : null;

/**
 * An answer's html, sanitised by the server. Its links carry an operation (spec 001 §2): followed by
 * delegation, they open their route in a new tab or the customer-service dialog.
 */
export function AnswerHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isServiceOpen, setServiceOpen] = useState(false);

  // A link drawn without href would be skipped by the keyboard and by screen readers.
  useEffect(() => {
    for (const link of ref.current?.querySelectorAll<HTMLElement>('[data-operation]:not([href])') ?? []) {
      link.tabIndex = 0;
      link.setAttribute('role', 'link');
    }
  }, [html]);

  const follow = (link: HTMLElement, event: MouseEvent | KeyboardEvent) => {
    const target = operationTarget(link.dataset.operation ?? '', link.dataset.symbol ?? null);
    if (!target) return;
    event.preventDefault();
    if (target.kind === 'service') setServiceOpen(true);
    else window.open(target.href, '_blank', 'noopener');
  };

  return (
    <>
      <div
        ref={ref}
        className="asst-html"
        onClick={(event) => {
          const link = operationLink(event);
          if (link) follow(link, event);
        }}
        onKeyDown={(event) => {
          const link = operationLink(event);
          // A real link turns Enter into a click by itself.
          if (event.key === 'Enter' && link && !link.hasAttribute('href')) follow(link, event);
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {isServiceOpen && (
        <Suspense fallback={null}>
          <ServiceDialog onClose={() => setServiceOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
