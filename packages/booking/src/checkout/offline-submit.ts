/**
 * A checkout step sent while the browser knows it is offline (a phone in a tunnel) would leave the
 * page for the browser's own error page: the name and email typed into the details step, and the
 * step itself, were gone, and going back showed the step before. The send is held instead: the
 * form keeps what was typed, and a message after its button's line (`role="alert"`, said at
 * once) tells the visitor to send it again once connected; it goes when the browser is back
 * online. A browser that believes it is online sends as ever (the server's form, as without us).
 */
export function holdOfflineSubmits(root: HTMLElement, text: string): () => void {
  const document = root.ownerDocument;
  const win = document.defaultView;
  let message: HTMLElement | null = null;
  const clear = () => {
    message?.remove();
    message = null;
  };
  const submitted = (event: SubmitEvent) => {
    if (win?.navigator.onLine !== false || event.defaultPrevented) return;
    event.preventDefault();
    clear();
    message = document.createElement('p');
    message.className = 'checkout__offline';
    message.setAttribute('role', 'alert');
    message.textContent = text;
    // After the button's line (the <p> a server puts it in, which cannot hold a <p>), else last.
    const form = event.target as HTMLFormElement;
    const button = event.submitter;
    const line = button && form.contains(button) ? button.parentElement : null;
    if (button && line === form) button.after(message);
    else if (line) line.after(message);
    else form.append(message);
  };
  root.addEventListener('submit', submitted);
  win?.addEventListener('online', clear);
  return () => {
    root.removeEventListener('submit', submitted);
    win?.removeEventListener('online', clear);
    clear();
  };
}
