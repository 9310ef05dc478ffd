/**
 * Copy of the site's frame and of the small components every public page shares (header,
 * footer, consent banner, breadcrumb, pagination, provider cards and not-found blocks), keyed by
 * meaning: one typed dictionary, as Starlight keeps its UI strings, so views hold no inline
 * Spanish beyond page copy.
 */
export const site = {
  header: {
    home: ', inicio',
    mainNav: 'Principal',
    mobileNav: 'Menú móvil',
    openMenu: 'Abrir menú',
    providers: 'Proveedores',
    categories: 'Categorías',
    comparisons: 'Comparativas',
    blog: 'Blog',
    community: 'Comunidad',
    signIn: 'Iniciar sesión',
    dashboard: 'Mi panel',
    signOut: 'Cerrar sesión',
  },
  /** After the label of a link that opens in a new tab (read by screen readers only). */
  newTab: ' (se abre en una pestaña nueva)',
  footer: {
    tagline: (brand: string) =>
      `El directorio de proveedores de Recursos Humanos en Latinoamérica, con reviews de profesionales de la comunidad ${brand}.`,
    directory: 'Directorio',
    resources: 'Recursos',
    legal: 'Legal',
    providers: 'Proveedores',
    categories: 'Categorías',
    comparisons: 'Comparativas',
    reviews: 'Reviews',
    reviewPolicy: 'Cómo funcionan las reviews',
    transparency: 'Informe de transparencia',
    recognitions: 'Reconocimientos trimestrales',
    blog: 'Blog',
    about: 'Nosotros',
    contact: 'Contacto',
    privacy: 'Privacidad',
    terms: 'Términos',
    accessibility: 'Accesibilidad',
    rights: (year: number, brand: string) => `© ${year} ${brand}. Todos los derechos reservados.`,
  },
  consent: {
    label: 'Aviso de cookies',
    text: 'Usamos cookies y almacenamiento local para mantener tu sesión y mejorar tu experiencia. Consulta nuestra',
    privacyLink: 'Política de Privacidad',
    reject: 'Rechazar',
    accept: 'Aceptar',
  },
  breadcrumb: 'Ruta de navegación',
  /** The first step of every breadcrumb. */
  breadcrumbHome: 'Inicio',
  /** The link home of error and legal pages. */
  backHome: 'Volver al inicio',
  pagination: {
    label: 'Paginación',
    previous: '← Anterior',
    next: 'Siguiente →',
    /** Before a page number, for screen readers. */
    page: 'Página ',
  },
  providerCard: {
    verified: 'Verificado',
    featured: 'Destacado',
    moreCategories: 'Más categorías',
    viewProfile: 'Ver perfil',
  },
  rankingNote: {
    text: 'Ordenados por puntuación de ranking: calificación con más peso para las reviews recientes. La etiqueta «Destacado» no cambia el orden.',
    link: 'Cómo funciona',
  },
  legal: {
    eyebrow: 'Legal',
    updated: 'Última actualización:',
    contents: 'Contenido',
  },
  histogramHeading: 'Distribución de calificaciones',
  anonymousReview: 'Review anónima',
  providerNotFound: {
    title: 'Proveedor no encontrado',
    text: 'El proveedor que buscas no existe o ya no está disponible en el directorio.',
    link: 'Ver todos los proveedores',
  },
} as const;
