import type { SchoolBrand } from '../config.js';
import type { MailMessage } from '../plugins/mail.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(brand: SchoolBrand, title: string, paragraphs: string[], link: { url: string; label: string }, note: string) {
  const text = [`${title}`, '', ...paragraphs, '', `${link.label}: ${link.url}`, '', note, '', brand.nombre].join('\n');
  const html =
    `<div style="font-family:Arial,sans-serif;max-width:560px;margin:auto">` +
    `<h1 style="color:${brand.color};font-size:22px">${escapeHtml(title)}</h1>` +
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p><a href="${escapeHtml(link.url)}" style="background:${brand.color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>` +
    `<p style="color:#555;font-size:13px">${escapeHtml(note)}</p>` +
    `<p style="color:#555;font-size:13px">${escapeHtml(brand.nombre)}</p></div>`;
  return { text, html };
}

export function activationMail(brand: SchoolBrand, to: string, nombre: string, url: string): MailMessage {
  const body = layout(
    brand,
    `¡Bienvenido, ${nombre}!`,
    [`Recibimos tu registro en ${brand.nombre}.`, 'Para activar tu cuenta abre el siguiente enlace. Vence en 7 días.'],
    { url, label: 'Activar mi cuenta' },
    'Si tú no te registraste, ignora este correo.',
  );
  return { to, subject: `Activa tu cuenta de ${brand.nombre_corto}`, escuela: brand.id, ...body };
}

export function recoveryMail(brand: SchoolBrand, to: string, nombre: string, url: string): MailMessage {
  const body = layout(
    brand,
    `Hola, ${nombre}`,
    ['Pediste recuperar tu contraseña.', 'Abre el siguiente enlace para elegir una nueva. Vence en 1 hora y solo sirve una vez.'],
    { url, label: 'Elegir contraseña nueva' },
    'Si tú no lo pediste, ignora este correo: tu contraseña no cambia.',
  );
  return { to, subject: `Recupera tu contraseña de ${brand.nombre_corto}`, escuela: brand.id, ...body };
}

/** To the OLD address when an account's mail changes: the owner learns of a change they did not make. */
export function emailChangedMail(brand: SchoolBrand, to: string, nombre: string, newEmail: string | null, url: string): MailMessage {
  const [user = '', domain = ''] = (newEmail ?? '').split('@');
  const masked = newEmail ? `${user.slice(0, 2)}…@${domain}` : 'ninguno';
  const body = layout(
    brand,
    `Hola, ${nombre}`,
    [`El correo de tu cuenta de ${brand.nombre} cambió. El nuevo correo es: ${masked}.`, 'Desde ahora los avisos y la recuperación de contraseña llegarán a ese correo.'],
    { url, label: 'Abrir la plataforma' },
    'Si tú no hiciste este cambio, contacta a tu escuela de inmediato.',
  );
  return { to, subject: `Cambió el correo de tu cuenta de ${brand.nombre_corto}`, escuela: brand.id, ...body };
}
