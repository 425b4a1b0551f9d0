import { escapeHtml } from "../../mail/escapeHtml";
import { type DevIdentity, PRESET_IDENTITIES } from "./devIdentities";

const STYLE = `
  :root { color-scheme: light dark; --bg: #f3f4f7; --card: #fff; --text: #15171c; --muted: #62677a;
    --line: #dde0e8; --accent: #1f6feb; --accent-text: #fff; --danger: #c62828; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0f1115; --card: #191c23; --text: #eceef3;
    --muted: #9aa0b2; --line: #2b303b; --accent: #4c8dff; --danger: #ff6b6b; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg);
    color: var(--text); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; padding: 1.5rem; }
  main { width: 100%; max-width: 26rem; background: var(--card); border: 1px solid var(--line);
    border-radius: 16px; padding: 1.75rem; box-shadow: 0 10px 30px rgba(0,0,0,.08); }
  header { display: flex; align-items: center; gap: .75rem; margin-bottom: 1rem; }
  .logo { width: 2.5rem; height: 2.5rem; border-radius: 12px; background: var(--accent); color: var(--accent-text);
    display: grid; place-items: center; font-weight: 700; }
  h1 { font-size: 1.2rem; margin: 0; }
  .badge { font-size: .75rem; color: var(--muted); }
  p { margin: .25rem 0 1rem; color: var(--muted); }
  .identity { width: 100%; display: flex; align-items: center; gap: .75rem; padding: .6rem .75rem; margin-bottom: .5rem;
    border: 1px solid var(--line); border-radius: 12px; background: transparent; color: inherit; font: inherit;
    text-align: left; cursor: pointer; }
  .identity:hover, .identity:focus-visible { border-color: var(--accent); outline: none; }
  .avatar { width: 2.25rem; height: 2.25rem; border-radius: 50%; background: var(--line); display: grid;
    place-items: center; font-weight: 600; flex: none; }
  .identity small { display: block; color: var(--muted); }
  .or { display: flex; align-items: center; gap: .75rem; color: var(--muted); font-size: .8rem; margin: 1rem 0; }
  .or::before, .or::after { content: ""; flex: 1; border-top: 1px solid var(--line); }
  label { display: block; font-size: .85rem; margin-bottom: .75rem; }
  input { width: 100%; margin-top: .25rem; padding: .6rem .7rem; border: 1px solid var(--line); border-radius: 10px;
    background: transparent; color: inherit; font: inherit; }
  input:focus { border-color: var(--accent); outline: none; }
  .primary { width: 100%; padding: .7rem; border: 0; border-radius: 10px; background: var(--accent);
    color: var(--accent-text); font: inherit; font-weight: 600; cursor: pointer; }
  .cancel { width: 100%; margin-top: .5rem; padding: .5rem; border: 0; background: transparent; color: var(--muted);
    font: inherit; cursor: pointer; }
  .problem { color: var(--danger); margin: 0 0 1rem; }
`;

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <header>
      <div class="logo" aria-hidden="true">F</div>
      <div><h1>FunsClub Dev ID</h1><div class="badge">Development sign-in · not available in production</div></div>
    </header>
    ${body}
  </main>
</body>
</html>`;

const presetButton = (action: string, identity: DevIdentity): string => `
    <form method="post" action="${escapeHtml(action)}">
      <input type="hidden" name="name" value="${escapeHtml(identity.name)}">
      <input type="hidden" name="email" value="${escapeHtml(identity.email)}">
      <button class="identity" type="submit">
        <span class="avatar" aria-hidden="true">${escapeHtml(identity.name.slice(0, 1))}</span>
        <span><strong>${escapeHtml(identity.name)}</strong><small>${escapeHtml(identity.email)}</small></span>
      </button>
    </form>`;

export interface InteractionPageOptions {
  /** Base of the interaction's form actions: `{base}/login`, `{base}/abort`. */
  readonly actionBase: string;
  readonly problem?: string;
  readonly typed?: Partial<DevIdentity>;
}

/** The sign-in page: pick someone or type a name and an address; consent is given for FunsClub. */
export const renderInteractionPage = ({ actionBase, problem, typed }: InteractionPageOptions): string =>
  page(
    "Sign in · FunsClub Dev ID",
    `<p>Sign in to <strong>FunsClub</strong> as someone. The address counts as verified; no password.</p>
    ${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ""}
    ${PRESET_IDENTITIES.map((identity) => presetButton(`${actionBase}/login`, identity)).join("")}
    <div class="or">or someone else</div>
    <form method="post" action="${escapeHtml(`${actionBase}/login`)}">
      <label>Name<input name="name" autocomplete="name" required maxlength="50" value="${escapeHtml(typed?.name ?? "")}"></label>
      <label>E-mail<input name="email" type="email" autocomplete="email" required value="${escapeHtml(typed?.email ?? "")}"></label>
      <button class="primary" type="submit">Continue</button>
    </form>
    <form method="post" action="${escapeHtml(`${actionBase}/abort`)}">
      <button class="cancel" type="submit">Cancel and go back to FunsClub</button>
    </form>`,
  );

/** When the sign-in request is gone (expired, or the page was opened without one). */
export const renderProblemPage = (message: string): string =>
  page(
    "FunsClub Dev ID",
    `<p class="problem" role="alert">${escapeHtml(message)}</p><p>Start again from FunsClub.</p>`,
  );
