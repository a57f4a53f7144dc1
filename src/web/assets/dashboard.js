// The Ponte dashboard's only script: everything works without it. It asks before the actions that cannot be undone
// (forms with data-confirm) and adds a Copy button next to values marked data-copy.
'use strict';

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (form instanceof HTMLFormElement && form.dataset.confirm && !window.confirm(form.dataset.confirm)) event.preventDefault();
});

for (const element of document.querySelectorAll('[data-copy]')) {
  if (!navigator.clipboard) break;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'small secondary copy-button';
  button.textContent = 'Copy';
  button.setAttribute('aria-label', 'Copy to the clipboard');
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(element.textContent || '').then(
      () => {
        button.textContent = 'Copied';
      },
      () => {
        button.textContent = 'Copy failed';
      },
    );
  });
  element.after(button);
}
