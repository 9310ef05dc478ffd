import { errorText } from '../contract/errors';

/** Account settings. */
export const settings = {
  title: 'Configuración del perfil',
  email: 'Email',
  emailReadOnly: 'Para cambiarlo, usa «Cambiar email» en «Seguridad de la cuenta».',
  firstName: 'Nombre',
  lastName: 'Apellido',
  jobTitle: 'Cargo',
  companyName: 'Empresa',
  bio: 'Biografía',
  linkedin: 'URL de LinkedIn',
  linkedinLocked: errorText('linkedin_url_locked'),
  linkedinRequired: errorText('linkedin_url_required'),
  save: 'Guardar cambios',
  loadError: 'Error al cargar el perfil',
  updateError: 'Error al actualizar el perfil',
  updateSuccess: 'Perfil actualizado exitosamente',
} as const;
