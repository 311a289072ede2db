/**
 * Prints only the document: its pages are copied into a hidden same-origin frame and that frame's window
 * is printed, so the app's bars, buttons and the document's on-screen zoom never reach the paper.
 */
export interface PrintJob {
  /** The page box, e.g. `210mm 297mm` or `595pt 842pt`; `auto` lets the printer decide. */
  pageSize: string;
  /** Extra CSS for the frame. */
  css?: string;
  /** Fills the frame's body (and may add <style> elements of its own). */
  fill: (body: HTMLElement) => void;
  /** Called once the frame is gone (e.g. to revoke object URLs the pages used). */
  cleanup?: () => void;
}

const CLEANUP_AFTER_MS = 60_000;

export async function printJob(job: PrintJob, title: string): Promise<void> {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.dataset.testid = 'print-frame';
  // Zero-sized but not display:none: some browsers will not print a frame that is not rendered.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  document.body.append(frame);
  const win = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!win || !doc) {
    frame.remove();
    job.cleanup?.();
    throw new Error('print frame unavailable');
  }
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent = `@page { size: ${job.pageSize}; margin: 0; }
html, body { margin: 0; padding: 0; background: white; }
${job.css ?? ''}`;
  doc.head.append(style);
  job.fill(doc.body);
  await Promise.all([...doc.images].map((image) => image.decode().catch(() => undefined)));
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    frame.remove();
    job.cleanup?.();
  };
  win.addEventListener('afterprint', () => setTimeout(remove, 0));
  setTimeout(remove, CLEANUP_AFTER_MS);
  win.focus();
  win.print();
}
