/* global document, fetch */
/**
 * The stand-in widgets' shared part (served before chat.js and feedback.js): a launcher button
 * and a non-modal dialog panel with a message form, mounted into the container the page gives.
 * The launcher is a compact round icon button named by the page's words, as chat launchers are:
 * something a script adds after the page has painted must never be the page's largest paint.
 * Words come from the page (labels), in its language. Escape closes the panel and returns focus
 * to the launcher; the panel's answers are announced through a polite live region.
 */
/** The launchers' icons (24 × 24, drawn with a stroke): a speech bubble, and a star for feedback. */
var ICONS = {
  chat: 'M4 5h16v11H9l-5 4z',
  feedback: 'M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z',
};

// eslint-disable-next-line @typescript-eslint/no-unused-vars
function keepsakeWidgetPanel(container, options) {
  if (!container || container.dataset.widgetMounted === 'true') return;
  container.dataset.widgetMounted = 'true';
  var labels = options.labels || {};
  var id = options.name + '-' + Math.random().toString(36).slice(2, 8);
  function icon(path) {
    var ns = 'http://www.w3.org/2000/svg';
    var svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    var line = document.createElementNS(ns, 'path');
    line.setAttribute('d', path);
    svg.append(line);
    return svg;
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text) node.textContent = text;
    return node;
  }
  var launcher = el('button', { type: 'button', class: 'care-widget__launcher', 'aria-expanded': 'false', 'aria-controls': id, 'aria-label': labels.open, title: labels.open });
  launcher.append(icon(ICONS[options.name] || ICONS.chat));
  var panel = el('div', { id: id, role: 'dialog', class: 'care-widget__panel', 'aria-labelledby': id + '-title', hidden: '' });
  var title = el('h2', { id: id + '-title', class: 'care-widget__title', tabindex: '-1' }, labels.title);
  var close = el('button', { type: 'button', class: 'care-widget__close' }, labels.close);
  var status = el('p', { class: 'care-widget__status', role: 'status' });
  var form = el('form', { class: 'care-widget__form', novalidate: '' });
  var label = el('label', { for: id + '-text' }, labels.message);
  var text = el('textarea', { id: id + '-text', name: 'text', rows: '3', maxlength: '2000' });
  var send = el('button', { type: 'submit', class: 'button' }, labels.send);
  form.append(label, text, send);
  panel.append(title, close, status, form);
  container.append(launcher, panel);

  function setOpen(open) {
    panel.hidden = !open;
    launcher.setAttribute('aria-expanded', String(open));
    if (open) text.focus();
    else launcher.focus();
  }
  launcher.addEventListener('click', function () { setOpen(panel.hidden); });
  close.addEventListener('click', function () { setOpen(false); });
  panel.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var message = text.value.trim();
    if (!message) {
      status.textContent = labels.empty;
      text.focus();
      return;
    }
    send.disabled = true;
    fetch(options.endpoint, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ locale: options.locale, text: message }) })
      .then(function (response) {
        if (!response.ok) throw new Error('status ' + response.status);
        text.value = '';
        status.textContent = labels.sent;
      })
      .catch(function () { status.textContent = labels.failed; })
      .finally(function () { send.disabled = false; });
  });
}
