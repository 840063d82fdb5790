/**
 * Alipay's page pay is an HTML form to submit in a new window. Browsers only allow a window opened
 * by the click itself, so it is opened blank at the click and given the form once the order exists.
 */
export function openPaymentWindow() {
  const opened = window.open('about:blank', '_blank');
  return {
    show(form: string) {
      if (!opened || opened.closed) return false;
      opened.document.open();
      opened.document.write(form);
      opened.document.close();
      return true;
    },
    close: () => opened?.close(),
  };
}
