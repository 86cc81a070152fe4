/** Text placed into an HTML e-mail: every character HTML gives meaning to becomes an entity. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
