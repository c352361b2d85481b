/*
 * The demo's captcha provider: a stand-in with reCAPTCHA's API (ready, render, execute,
 * getResponse, reset), since these machines reach no captcha service. It "verifies" every visitor
 * after a short delay and hands out a token the demo server does not check further; a real site
 * points the lead form's captcha.scriptUrl at its provider. Served as a static file, loaded by
 * @stayfront/leads on demand (SPEC 7.10).
 */
(() => {
  const widgets = [];
  const token = () =>
    `demo-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  window.grecaptcha = {
    ready(callback) {
      setTimeout(callback, 0);
    },
    render(_container, parameters) {
      widgets.push({ parameters, response: '' });
      return widgets.length - 1;
    },
    execute(id = 0) {
      const widget = widgets[id];
      if (!widget) return;
      setTimeout(() => {
        widget.response = token();
        widget.parameters.callback?.(widget.response);
      }, 300);
    },
    getResponse(id = 0) {
      return widgets[id]?.response ?? '';
    },
    reset(id = 0) {
      if (widgets[id]) widgets[id].response = '';
    },
  };
})();
