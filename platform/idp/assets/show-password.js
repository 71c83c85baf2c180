/* global document */
// The sign-in pages' one script (decision 2503): a 'Show password' button after each password
// field marked `data-show-password`. Without it the field is a plain password field. The button
// says what it will do ('Show password' / 'Hide password', from the field's data attributes);
// the field is hidden again before its form is sent, so the browser never keeps it as text.
(function () {
  'use strict';
  var fields = document.querySelectorAll('input[data-show-password]');
  Array.prototype.forEach.call(fields, function (input) {
    var show = input.getAttribute('data-show-label') || 'Show password';
    var hide = input.getAttribute('data-hide-label') || 'Hide password';
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'button button--secondary password-toggle';
    button.setAttribute('aria-controls', input.id);
    button.textContent = show;
    function set(visible) {
      input.type = visible ? 'text' : 'password';
      button.textContent = visible ? hide : show;
    }
    button.addEventListener('click', function () {
      set(input.type === 'password');
    });
    if (input.form) {
      input.form.addEventListener('submit', function () {
        set(false);
      });
    }
    input.insertAdjacentElement('afterend', button);
  });
})();
