/* global window, keepsakeWidgetPanel */
/** The customer-care chat stand-in: `KeepsakeChat.mount(container, { labels, locale })`. */
window.KeepsakeChat = {
  mount: function (container, options) {
    keepsakeWidgetPanel(container, { name: 'chat', endpoint: window.KeepsakeChat.base + '/messages', labels: options.labels, locale: options.locale });
  },
};
