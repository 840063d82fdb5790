import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useInView } from '../../../shared/use-in-view';

/** Bytes per range request: a page's objects come a chunk at a time, as the reader needs them. */
const RANGE_CHUNK = 16 * 1024;

/** One page: its box sized at once (no shift), drawn the first time it comes into view. */
function PdfPage({
  pdf,
  number,
  width,
  ratio,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  width: number;
  ratio: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const seen = useInView(box);
  useEffect(() => {
    if (!seen || !canvas.current) return;
    let task: { cancel: () => void } | null = null;
    void pdf.getPage(number).then((page) => {
      const scale = (width / page.getViewport({ scale: 1 }).width) * window.devicePixelRatio;
      const viewport = page.getViewport({ scale });
      const target = canvas.current;
      if (!target) return;
      target.width = viewport.width;
      target.height = viewport.height;
      const render = page.render({ canvas: target, viewport });
      task = render;
      return render.promise.then(() => target.setAttribute('data-rendered', 'true'));
    });
    return () => task?.cancel();
  }, [seen, pdf, number, width]);
  return (
    <div ref={box} className="pdf-page" style={{ width, height: width * ratio }} data-testid="pdf-page">
      <canvas ref={canvas} style={{ width, height: width * ratio }} aria-label={`第${number}页`} />
    </div>
  );
}

/**
 * A PDF read in the page with pdf.js: it asks the file by byte ranges (no whole download first) and
 * draws each page only once it is scrolled into view.
 */
export function PdfReader({ url, width = 760 }: { url: string; width?: number }) {
  const [pdf, setPdf] = useState<{ document: PDFDocumentProxy; ratio: number } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let closed = false;
    let loading: { destroy: () => Promise<void> } | null = null;
    void (async () => {
      const pdfjs = await import('pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;
      const task = pdfjs.getDocument({ url, disableAutoFetch: true, disableStream: true, rangeChunkSize: RANGE_CHUNK });
      loading = task;
      const document = await task.promise;
      const first = (await document.getPage(1)).getViewport({ scale: 1 });
      if (!closed) setPdf({ document, ratio: first.height / first.width });
    })().catch(() => !closed && setFailed(true));
    return () => {
      closed = true;
      void loading?.destroy();
    };
  }, [url]);
  if (failed) return <p className="muted">研报加载失败，请刷新重试</p>;
  if (!pdf) return <div className="pdf-reader-loading" style={{ width, height: width * 1.414 }} />;
  return (
    <div className="pdf-reader" data-testid="pdf-reader" data-pages={pdf.document.numPages}>
      {Array.from({ length: pdf.document.numPages }, (_, i) => (
        <PdfPage key={i} pdf={pdf.document} number={i + 1} width={width} ratio={pdf.ratio} />
      ))}
    </div>
  );
}
