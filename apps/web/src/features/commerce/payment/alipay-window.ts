/**
 * Alipay's page pay is an HTML form to submit in a new window. Browsers only allow a window opened
 * by the click itself, so it is opened blank at the click and given the form once the order exists.
 * The blank window shares our page's CSP, which refuses the form's inline submitting script: the
 * script is dropped and the form submitted from here instead.
 */
export function openPaymentWindow() {
  const opened = window.open('about:blank', '_blank');
  return {
    show(form: string) {
      if (!opened || opened.closed) return false;
      opened.document.open();
      opened.document.write(form.replace(/<script[\s\S]*?<\/script>/gi, ''));
      opened.document.close();
      opened.document.forms[0]?.submit();
      return true;
    },
    close: () => opened?.close(),
  };
}
