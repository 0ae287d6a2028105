import { expect, loginAs, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

test('Perfil shows the school discount notice with its payment link', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.goto('perfil');
  const notice = page.getByRole('alert').filter({ hasText: 'Aviso de descuento' });
  await expect(notice).toContainText('10 % de descuento');
  const pay = notice.getByRole('link', { name: 'Ir a pagar' });
  await expect(pay).toHaveAttribute('href', 'https://pagos.example.mx/escuela1/reinscripcion');
  await expect(pay).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);
});
