/**
 * A Russian phone number as people read it: `'+79434708938'` → `'+7 943 470-89-38'`. Numbers stored as
 * `+7` followed by 10 digits are grouped; anything else (foreign, partial) is shown as stored.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone.trim());
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}
