/** Favourites: the list page and the provider page toggle. */
export const favorites = {
  title: 'Mis Favoritos',
  loginTitle: 'Inicia Sesión',
  loginText: 'Necesitas iniciar sesión para ver tus favoritos.',
  loginLink: 'Iniciar sesión',
  empty: 'No tienes favoritos aún',
  browse: 'Explorar proveedores',
  details: 'Ver Detalles',
  updateError: 'Error al actualizar favoritos',
  removed: 'Removido de favoritos',
  added: 'Agregado a favoritos',
  loadError: 'Error al cargar favoritos',
  add: 'Agregar a favoritos',
  remove: 'Quitar de favoritos',
  favoritesCount: (n: number) => (n === 1 ? '1 favorito' : `${n} favoritos`),
} as const;
