// Stand-in for the provider's AI question-and-answer widget, served by the
// local account service so development and tests exercise the docs' loader.
// It reads its client settings from the data attributes of its own script
// tag, as the docs site passes them, and shows them when opened.
(function () {
  const script = document.currentScript;
  if (!script || document.querySelector('[data-ai-widget]')) {
    return;
  }
  const settings = {
    userId: script.dataset.userId || '',
    email: script.dataset.userEmail || '',
    locale: script.dataset.locale || 'en',
  };
  const root = document.createElement('div');
  root.setAttribute('data-ai-widget', '');
  root.dataset.clientUserId = settings.userId;
  root.dataset.clientEmail = settings.email;
  root.style.cssText =
    'position:fixed;left:1rem;bottom:1rem;z-index:100;font:14px/1.4 system-ui,sans-serif';

  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = settings.locale === 'ja' ? 'AI に質問' : 'Ask AI';
  button.setAttribute('aria-expanded', 'false');
  button.style.cssText =
    'padding:0.5rem 0.9rem;border:0;border-radius:9999px;background:#1c5fd4;color:#fff;font:inherit;font-weight:600;cursor:pointer;box-shadow:0 2px 6px rgb(0 0 0/25%)';

  const panel = document.createElement('div');
  panel.hidden = true;
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'AI assistant (stand-in)');
  panel.style.cssText =
    'margin-bottom:0.5rem;padding:0.75rem 1rem;max-width:18rem;background:#fff;color:#1f2933;border-radius:8px;box-shadow:0 2px 10px rgb(0 0 0/25%)';
  panel.textContent = settings.userId
    ? `Stand-in AI widget. Signed-in client settings: ${settings.userId} <${settings.email}>.`
    : 'Stand-in AI widget. No user settings (signed out).';

  button.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    button.setAttribute('aria-expanded', String(!panel.hidden));
  });
  root.append(panel, button);
  document.body.append(root);
})();
