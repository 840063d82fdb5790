import { CloseOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import './picture-popup.css';

/**
 * A popup of the operators' picture with a line beneath (the home promo, the live-time gift): the
 * browser's own modal `<dialog>` — focus kept inside, Escape and the backdrop close it — rather than
 * antd's Modal, whose code (about 40 KiB compressed) the home promo would add to a first visit.
 */
export function PicturePopup({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The dialog itself takes the focus, as antd's does, not its close button (which would then show
  // its keyboard ring). Unmounting takes it out of the page, and the browser ends its modal state.
  useEffect(() => {
    const shown = dialog.current;
    if (!shown || shown.open) return;
    shown.showModal();
    shown.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="picture-popup"
      aria-labelledby={titleId}
      tabIndex={-1}
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself; the content fills it edge to edge.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="picture-popup-body">
        <div className="picture-popup-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="picture-popup-close" aria-label="关闭" onClick={onClose}>
            <CloseOutlined />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
