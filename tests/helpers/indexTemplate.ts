/**
 * The built index.html's shape, for the server-rendering tests: what the renderer keeps of it (the entry's
 * script, its stylesheet) and replaces (title, description, the client-only no-script note).
 */
export const INDEX_TEMPLATE = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="template"
    />
    <title>Template</title>
    <script type="module" crossorigin src="/static/initial-1.js"></script>
    <link rel="stylesheet" crossorigin href="/static/initial-1.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>needs JavaScript</noscript>
  </body>
</html>`;
