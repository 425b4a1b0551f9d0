import { expect, test } from "./fixtures.ts";

/**
 * The app shell against the real server and the built app: locale redirect, theme, language switch with
 * the URL rewrite, and the not-found page. Run `npx vite build` first (npm test does).
 */
test.describe("app shell", () => {
  test("lands on /en-us/, toggles the theme, switches to Spanish and shows the 404 page", async ({
    page,
    checkPage,
  }) => {
    const html = page.locator("html");

    await page.goto("/");
    await expect(page).toHaveURL(/\/en-us\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await checkPage("home, dark");

    await page.getByTestId("theme-toggle").click();
    await expect(html).toHaveAttribute("data-theme", "light");
    await checkPage("home, light");

    await page.getByTestId("language-picker").selectOption({ label: "Español" });
    await expect(page).toHaveURL(/\/es-es\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Hoy" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Eventos destacados" })).toBeVisible();
    await expect(html).toHaveAttribute("lang", "es");
    await checkPage("home in Spanish");

    await page.goto("/es-es/esta/pagina/no/existe");
    await expect(page.getByTestId("not-found")).toContainText("404");
    await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
    // Both choices survived the reload: they were stored.
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(page.getByTestId("language-picker")).toHaveValue("es-es");
    await checkPage("not found");

    await page.getByRole("link", { name: "Ir al inicio" }).click();
    await expect(page).toHaveURL(/\/es-es\/$/);
  });

  test("sends an unknown locale to en-us and keeps the rest of the path", async ({ page }) => {
    await page.goto("/xx-yy/live/soccer");
    await expect(page).toHaveURL(/\/en-us\/live\/soccer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Soccer" })).toBeVisible();
  });
});
