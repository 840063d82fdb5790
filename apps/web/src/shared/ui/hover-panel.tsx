import { type FocusEvent, type PointerEvent, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** Time to move the pointer from the trigger into its panel without the panel closing. */
const closeDelayMs = 300;

export type HoverPanelPlacement = 'bottom-start' | 'bottom' | 'bottom-end' | 'left';

/**
 * A panel shown while the pointer is over its trigger or the focus is inside it (the header's menus,
 * the QR codes, the service contacts). Plain markup rather than antd's Popover: the header is on
 * every page's first screen, and the panels' code (often a lazy component) loads when first opened.
 * The panel is mounted only while open, so what it fetches is fresh each time; Escape closes it.
 */
export function HoverPanel({
  children,
  panel,
  placement,
  onOpen,
  className,
}: {
  /** The trigger: a link or a button, reachable by keyboard. */
  children: ReactNode;
  panel: () => ReactNode;
  placement: HoverPanelPlacement;
  onOpen?: () => void;
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const open = () => {
    clearTimeout(closeTimer.current);
    if (isOpen) return;
    setIsOpen(true);
    onOpen?.();
  };
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setIsOpen(false), closeDelayMs);
  };
  // Keyboard focus inside keeps the panel open; a click's focus does not (the pointer decides then).
  const closeUnlessKeyboardFocused = (event: PointerEvent<HTMLDivElement>) => {
    const focused = document.activeElement;
    if (!(focused && event.currentTarget.contains(focused) && focused.matches(':focus-visible'))) closeSoon();
  };
  const closeIfFocusLeft = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) closeSoon();
  };

  return (
    <div
      className={className ? `hover-panel ${className}` : 'hover-panel'}
      onPointerEnter={open}
      onPointerLeave={closeUnlessKeyboardFocused}
      onFocus={open}
      onBlur={closeIfFocusLeft}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        clearTimeout(closeTimer.current);
        setIsOpen(false);
      }}
    >
      {children}
      {isOpen ? (
        <div className={`hover-panel-content hover-panel-${placement}`}>
          <Suspense fallback={<div className="hover-panel-loading">加载中…</div>}>{panel()}</Suspense>
        </div>
      ) : null}
    </div>
  );
}
