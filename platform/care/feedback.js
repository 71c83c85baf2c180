/* global window, keepsakeWidgetPanel */
/** The feedback widget stand-in, one script per widget id: `KeepsakeFeedback.mount(container, { labels, locale })`. */
window.KeepsakeFeedback = {
  mount: function (container, options) {
    keepsakeWidgetPanel(container, { name: 'feedback', endpoint: window.KeepsakeFeedback.endpoint, labels: options.labels, locale: options.locale });
  },
};
