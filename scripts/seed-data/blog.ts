/** Blog categories, tags and articles (content built into HTML by the dataset builder). */

export interface BlogCategorySeed {
  name: string;
  slug: string;
  color: string;
}

export const BLOG_CATEGORIES: readonly BlogCategorySeed[] = [
  { name: 'Tendencias HR', slug: 'tendencias', color: '#2563eb' },
  { name: 'Reclutamiento y Selección', slug: 'reclutamiento', color: '#16a34a' },
  { name: 'Nómina y Legislación', slug: 'nomina-y-legislacion', color: '#dc2626' },
  { name: 'Cultura y Bienestar', slug: 'cultura-y-bienestar', color: '#db2777' },
  { name: 'Tecnología HR', slug: 'tecnologia', color: '#7c3aed' },
  { name: 'Liderazgo y Desarrollo', slug: 'liderazgo', color: '#ea580c' },
];

export interface BlogTagSeed {
  name: string;
  slug: string;
}

export const BLOG_TAGS: readonly BlogTagSeed[] = [
  { name: 'Inteligencia artificial', slug: 'inteligencia-artificial' },
  { name: 'Trabajo remoto', slug: 'trabajo-remoto' },
  { name: 'Employer branding', slug: 'employer-branding' },
  { name: 'Nómina electrónica', slug: 'nomina-electronica' },
  { name: 'Reforma laboral', slug: 'reforma-laboral' },
  { name: 'Salud mental', slug: 'salud-mental' },
  { name: 'OKR', slug: 'okr' },
  { name: 'Onboarding', slug: 'onboarding' },
  { name: 'People analytics', slug: 'people-analytics' },
  { name: 'Diversidad e inclusión', slug: 'diversidad-e-inclusion' },
  { name: 'Compensaciones', slug: 'compensaciones' },
  { name: 'Capacitación', slug: 'capacitacion' },
  { name: 'Rotación', slug: 'rotacion' },
  { name: 'Experiencia del colaborador', slug: 'experiencia-del-colaborador' },
  { name: 'Latinoamérica', slug: 'latinoamerica' },
];

export interface BlogPostSeed {
  title: string;
  /** Slugs of BLOG_CATEGORIES. */
  categories: readonly string[];
  /** Slugs of BLOG_TAGS. */
  tags: readonly string[];
  lead: string;
  /** Heading and items of the article's checklist section. */
  listHeading: string;
  items: readonly string[];
  status: 'published' | 'draft';
  featured?: boolean;
  externalUrl?: string;
}

export const BLOG_POSTS: readonly BlogPostSeed[] = [
  {
    title: 'Cinco tendencias de recursos humanos que marcarán el próximo año en Latinoamérica',
    categories: ['tendencias'],
    tags: ['latinoamerica', 'inteligencia-artificial', 'trabajo-remoto'],
    status: 'published',
    featured: true,
    lead: 'La región vive una transformación acelerada del trabajo: modelos híbridos, nuevas leyes laborales y herramientas de inteligencia artificial que cambian la forma de atraer y retener talento.',
    listHeading: 'Las tendencias que conviene seguir',
    items: [
      'Semanas laborales más cortas y jornadas flexibles',
      'Inteligencia artificial en la selección de candidatos',
      'Bienestar financiero como beneficio estrella',
      'Transparencia salarial en las ofertas de empleo',
      'Aprendizaje continuo dentro del flujo de trabajo',
    ],
  },
  {
    title: 'Cómo reducir la rotación en equipos operativos',
    categories: ['cultura-y-bienestar', 'reclutamiento'],
    tags: ['rotacion', 'onboarding', 'experiencia-del-colaborador'],
    status: 'published',
    featured: true,
    lead: 'En retail, logística y centros de contacto la rotación anual supera con frecuencia el 60 %. Reducirla empieza mucho antes de la contratación.',
    listHeading: 'Acciones con impacto comprobado',
    items: [
      'Describir el puesto con honestidad en la vacante',
      'Un onboarding de al menos dos semanas con acompañamiento',
      'Horarios predecibles publicados con anticipación',
      'Líderes de turno formados en retroalimentación',
      'Entrevistas de salida analizadas cada mes',
    ],
  },
  {
    title: 'Guía práctica de la nómina electrónica en México',
    categories: ['nomina-y-legislacion'],
    tags: ['nomina-electronica', 'reforma-laboral'],
    status: 'published',
    featured: true,
    lead: 'El timbrado de la nómina es obligatorio y cada error puede traducirse en multas o en deducciones rechazadas. Esta guía resume lo esencial para equipos de RRHH.',
    listHeading: 'Lo que no puede faltar en tu proceso',
    items: [
      'Catálogos del SAT actualizados',
      'Conciliación mensual entre nómina y contabilidad',
      'Validación de datos fiscales de cada colaborador',
      'Un calendario de cierre compartido con finanzas',
    ],
  },
  {
    title: 'Inteligencia artificial en la selección: oportunidades y riesgos',
    categories: ['tecnologia', 'reclutamiento'],
    tags: ['inteligencia-artificial', 'diversidad-e-inclusion'],
    status: 'published',
    featured: true,
    lead: 'Los sistemas de seguimiento de candidatos ya incorporan modelos que resumen currículums y sugieren entrevistas. Bien usados ahorran tiempo; mal usados, reproducen sesgos.',
    listHeading: 'Buenas prácticas para adoptarla',
    items: [
      'Auditar los criterios de filtrado con datos reales',
      'Mantener siempre una revisión humana',
      'Informar a los candidatos cuando se usa IA',
      'Medir la diversidad de las ternas finales',
    ],
  },
  {
    title: 'OKR para equipos de recursos humanos: por dónde empezar',
    categories: ['liderazgo'],
    tags: ['okr'],
    status: 'published',
    lead: 'Los OKR ayudan a que RRHH hable el idioma del negocio. El reto es escribir pocos objetivos, ambiciosos y medibles.',
    listHeading: 'Ejemplos de resultados clave',
    items: [
      'Reducir el tiempo de contratación de 40 a 25 días',
      'Lograr un 85 % de participación en la encuesta de clima',
      'Cerrar la nómina en un día hábil',
      'Capacitar al 100 % de los nuevos líderes en su primer trimestre',
    ],
  },
  {
    title: 'El onboarding que los nuevos colaboradores recuerdan',
    categories: ['cultura-y-bienestar'],
    tags: ['onboarding', 'experiencia-del-colaborador'],
    status: 'published',
    lead: 'Los primeros noventa días definen si una persona se queda. Un buen onboarding combina logística impecable con conversaciones significativas.',
    listHeading: 'Un plan de 30, 60 y 90 días',
    items: [
      'Equipo y accesos listos desde el primer día',
      'Un compañero guía asignado',
      'Metas claras para el primer mes',
      'Una conversación de seguimiento con el líder a los 60 días',
      'Encuesta de experiencia al cumplir los 90 días',
    ],
  },
  {
    title: 'Salud mental en el trabajo: del discurso a la acción',
    categories: ['cultura-y-bienestar'],
    tags: ['salud-mental', 'experiencia-del-colaborador'],
    status: 'published',
    lead: 'Las normas de riesgo psicosocial ya son obligatorias en varios países de la región. Más allá del cumplimiento, cuidar la salud mental mejora la productividad.',
    listHeading: 'Medidas concretas',
    items: [
      'Evaluar factores de riesgo psicosocial cada año',
      'Formar a los líderes para detectar señales de alerta',
      'Ofrecer atención psicológica confidencial',
      'Respetar el derecho a la desconexión',
    ],
  },
  {
    title: 'Cómo elegir un software de recursos humanos sin equivocarte',
    categories: ['tecnologia'],
    tags: ['people-analytics', 'experiencia-del-colaborador'],
    status: 'published',
    lead: 'El mercado de HR Tech en Latinoamérica crece cada año. Antes de firmar, conviene tener claros los procesos que se quieren resolver.',
    listHeading: 'Preguntas para la demostración',
    items: [
      '¿Se integra con nuestra nómina y nuestro ERP?',
      '¿Cumple con la legislación de cada país donde operamos?',
      '¿Cuánto tarda la implementación real?',
      '¿Qué soporte ofrece en español?',
      '¿Cómo se exportan los datos si decidimos cambiar?',
    ],
  },
  {
    title: 'Employer branding con presupuesto limitado',
    categories: ['reclutamiento'],
    tags: ['employer-branding'],
    status: 'published',
    lead: 'No hace falta una gran campaña para ser un empleador atractivo. Las historias reales de los colaboradores son la mejor publicidad.',
    listHeading: 'Ideas de bajo costo',
    items: [
      'Testimonios en video grabados con el teléfono',
      'Publicar el rango salarial en cada vacante',
      'Responder a todos los candidatos, incluso a los descartados',
      'Invitar a los colaboradores a compartir vacantes',
    ],
  },
  {
    title: 'Transparencia salarial: lo que las empresas deben preparar',
    categories: ['nomina-y-legislacion', 'tendencias'],
    tags: ['compensaciones', 'reforma-laboral'],
    status: 'published',
    lead: 'Cada vez más candidatos esperan conocer el salario desde la vacante, y algunas legislaciones ya lo exigen. Prepararse evita conflictos internos.',
    listHeading: 'Pasos previos',
    items: [
      'Revisar la equidad interna por puesto y género',
      'Definir bandas salariales por nivel',
      'Preparar a los líderes para conversaciones sobre salario',
      'Comunicar la política antes de publicarla',
    ],
  },
  {
    title: 'People analytics: los cinco indicadores que toda área de RRHH debería medir',
    categories: ['tecnologia', 'tendencias'],
    tags: ['people-analytics', 'rotacion'],
    status: 'published',
    lead: 'Los datos de personas permiten anticipar problemas en lugar de reaccionar. Empezar con pocos indicadores bien medidos es mejor que un tablero inmanejable.',
    listHeading: 'Indicadores básicos',
    items: [
      'Rotación voluntaria por área y antigüedad',
      'Tiempo y costo de contratación',
      'Ausentismo',
      'Participación y resultados de clima',
      'Horas de formación por colaborador',
    ],
  },
  {
    title: 'Trabajo híbrido: acuerdos que sí funcionan',
    categories: ['tendencias', 'cultura-y-bienestar'],
    tags: ['trabajo-remoto', 'experiencia-del-colaborador'],
    status: 'published',
    lead: 'Después de años de experimentos, las empresas que mejor resuelven el trabajo híbrido son las que acordaron reglas claras con sus equipos.',
    listHeading: 'Acuerdos recomendados',
    items: [
      'Días de oficina definidos por equipo, no por persona',
      'Reuniones con agenda y duración máxima',
      'Política de gastos de conectividad',
      'Indicadores de resultados en lugar de horas conectadas',
    ],
  },
  {
    title: 'Liderazgo de primera línea: el eslabón que más influye en el clima',
    categories: ['liderazgo', 'cultura-y-bienestar'],
    tags: ['capacitacion', 'rotacion'],
    status: 'published',
    lead: 'La mayoría de las personas no renuncia a una empresa sino a su jefe directo. Invertir en líderes de primera línea tiene un retorno enorme.',
    listHeading: 'Competencias a desarrollar',
    items: [
      'Dar retroalimentación específica y oportuna',
      'Delegar con claridad',
      'Conducir reuniones uno a uno',
      'Gestionar conflictos dentro del equipo',
    ],
  },
  {
    title: 'Beneficios flexibles: cómo diseñarlos sin disparar los costos',
    categories: ['cultura-y-bienestar'],
    tags: ['compensaciones', 'experiencia-del-colaborador'],
    status: 'published',
    lead: 'Cada generación valora beneficios distintos. Un esquema flexible permite que cada persona elija lo que realmente usa.',
    listHeading: 'Componentes habituales',
    items: [
      'Seguro de gastos médicos con coberturas opcionales',
      'Días adicionales de descanso',
      'Apoyo para educación',
      'Bienestar financiero y ahorro',
      'Subsidio para actividad física',
    ],
  },
  {
    title: 'Reclutamiento de perfiles tecnológicos en un mercado competido',
    categories: ['reclutamiento'],
    tags: ['employer-branding', 'trabajo-remoto'],
    status: 'published',
    lead: 'Desarrolladores, especialistas en datos y ciberseguridad reciben varias ofertas por semana. Para ganar la contratación hay que moverse rápido.',
    listHeading: 'Claves del proceso',
    items: [
      'Un máximo de tres entrevistas',
      'Pruebas técnicas breves y pagadas si son largas',
      'Oferta en menos de 48 horas tras la última entrevista',
      'Hablar del stack y del equipo, no solo del salario',
    ],
  },
  {
    title: 'Outsourcing de RRHH: qué procesos conviene externalizar',
    categories: ['tendencias'],
    tags: ['reforma-laboral', 'latinoamerica'],
    status: 'published',
    lead: 'Externalizar no es perder control. Bien elegido, un socio especializado libera al equipo interno para tareas estratégicas.',
    listHeading: 'Procesos candidatos',
    items: [
      'Cálculo y dispersión de nómina',
      'Reclutamiento masivo',
      'Administración de beneficios',
      'Gestión documental y expedientes',
    ],
  },
  {
    title: 'Evaluaciones de desempeño que la gente no odia',
    categories: ['liderazgo'],
    tags: ['okr', 'experiencia-del-colaborador'],
    status: 'published',
    lead: 'La evaluación anual tiene mala fama, pero no por su esencia sino por su forma. Conversaciones frecuentes y criterios claros cambian la experiencia.',
    listHeading: 'Cómo rediseñarlas',
    items: [
      'Pocas competencias, bien definidas',
      'Conversaciones trimestrales de seguimiento',
      'Calibración entre líderes antes de comunicar resultados',
      'Separar la conversación de desarrollo de la de salario',
    ],
  },
  {
    title: 'Diversidad e inclusión más allá de las campañas',
    categories: ['cultura-y-bienestar'],
    tags: ['diversidad-e-inclusion'],
    status: 'published',
    lead: 'Las iniciativas de inclusión generan resultados cuando se integran en los procesos de contratación, promoción y compensación.',
    listHeading: 'Por dónde empezar',
    items: [
      'Medir la composición de la plantilla por nivel',
      'Revisar el lenguaje de las vacantes',
      'Paneles de entrevista diversos',
      'Metas públicas y revisadas cada año',
    ],
  },
  {
    title: 'Capacitación que se aplica en el puesto de trabajo',
    categories: ['liderazgo'],
    tags: ['capacitacion'],
    status: 'published',
    lead: 'El problema de muchos programas de formación no es el contenido sino la transferencia. Lo aprendido tiene que usarse en la semana siguiente.',
    listHeading: 'Factores de éxito',
    items: [
      'Objetivos de aprendizaje ligados a indicadores del negocio',
      'Sesiones cortas y espaciadas',
      'Proyectos aplicados con el equipo real',
      'Seguimiento del líder tras cada módulo',
    ],
  },
  {
    title: 'Reformas laborales recientes en la región: un resumen para RRHH',
    categories: ['nomina-y-legislacion'],
    tags: ['reforma-laboral', 'latinoamerica'],
    status: 'published',
    lead: 'Vacaciones ampliadas, reducción de jornada y nuevas reglas para la subcontratación: la legislación laboral latinoamericana cambió mucho en pocos años.',
    listHeading: 'Temas a revisar con tu asesor legal',
    items: [
      'Días de vacaciones y primas',
      'Límites de la subcontratación',
      'Registro de jornada y horas extra',
      'Protocolos contra el acoso laboral',
    ],
  },
  {
    title: 'Cómo preparar el cierre anual de nómina',
    categories: ['nomina-y-legislacion'],
    tags: ['nomina-electronica'],
    status: 'published',
    lead: 'El cierre de año concentra ajustes, aguinaldos y declaraciones. Planificarlo con tiempo evita noches en vela en diciembre.',
    listHeading: 'Lista de verificación',
    items: [
      'Conciliar acumulados por colaborador',
      'Calcular aguinaldos y bonos con anticipación',
      'Revisar las retenciones del ejercicio',
      'Respaldar los archivos del año',
    ],
  },
  {
    title: 'La experiencia del candidato también es marca empleadora',
    categories: ['reclutamiento'],
    tags: ['employer-branding', 'experiencia-del-colaborador'],
    status: 'published',
    lead: 'Un candidato maltratado se lo cuenta a muchas personas. Un proceso respetuoso deja una buena impresión aunque la respuesta sea negativa.',
    listHeading: 'Compromisos mínimos',
    items: [
      'Confirmar la recepción de cada postulación',
      'Informar las etapas y plazos del proceso',
      'Dar respuesta a todos los finalistas',
      'Pedir opinión sobre el proceso',
    ],
  },
  {
    title: 'Bienestar financiero: el beneficio que más valoran los colaboradores',
    categories: ['cultura-y-bienestar', 'tendencias'],
    tags: ['compensaciones', 'salud-mental'],
    status: 'published',
    lead: 'Las preocupaciones económicas afectan la concentración y la salud. Cada vez más empresas ofrecen educación financiera y adelantos de salario responsables.',
    listHeading: 'Opciones de programa',
    items: [
      'Talleres de presupuesto personal',
      'Planes de ahorro con aportación de la empresa',
      'Acceso a salario devengado con límites',
      'Asesoría para deudas',
    ],
  },
  {
    title: 'Automatizar RRHH sin perder el trato humano',
    categories: ['tecnologia'],
    tags: ['inteligencia-artificial', 'experiencia-del-colaborador'],
    status: 'published',
    lead: 'Automatizar tareas repetitivas libera tiempo para conversaciones que importan. La clave es decidir qué no se automatiza.',
    listHeading: 'Buenas candidatas a automatizar',
    items: [
      'Solicitudes de vacaciones y permisos',
      'Constancias laborales',
      'Recordatorios de evaluaciones',
      'Preguntas frecuentes con un asistente virtual',
    ],
  },
  {
    title: 'Planes de sucesión para empresas medianas',
    categories: ['liderazgo'],
    tags: ['capacitacion', 'rotacion'],
    status: 'published',
    lead: 'Cuando un puesto clave queda vacío sin reemplazo preparado, el costo es alto. La sucesión no es solo para grandes corporativos.',
    listHeading: 'Un proceso sencillo',
    items: [
      'Identificar los puestos críticos',
      'Evaluar el potencial de los candidatos internos',
      'Planes de desarrollo individuales',
      'Revisión anual con la dirección',
    ],
  },
  {
    title: 'Clima laboral: cómo pasar de la encuesta al plan de acción',
    categories: ['cultura-y-bienestar', 'liderazgo'],
    tags: ['experiencia-del-colaborador', 'people-analytics'],
    status: 'published',
    lead: 'Muchas empresas miden el clima cada año y no cambian nada. Los colaboradores lo notan, y la participación cae.',
    listHeading: 'Del dato a la acción',
    items: [
      'Compartir los resultados con todos los equipos',
      'Elegir dos o tres prioridades por área',
      'Asignar responsables y fechas',
      'Comunicar avances cada trimestre',
    ],
  },
  {
    title: 'Contratación de talento en otros países de la región',
    categories: ['tendencias', 'nomina-y-legislacion'],
    tags: ['trabajo-remoto', 'latinoamerica'],
    status: 'published',
    externalUrl: 'https://www.ilo.org/es/regiones-y-paises/america-latina-y-el-caribe',
    lead: 'Contratar a una persona en otro país abre el acceso a más talento, pero exige conocer la legislación, la moneda y la cultura laboral local.',
    listHeading: 'Modelos de contratación',
    items: [
      'Entidad legal propia en el país',
      'Empleador de registro (EOR)',
      'Contratistas independientes con contrato claro',
      'Alianzas con proveedores locales de nómina',
    ],
  },
  {
    title: 'Qué preguntar antes de contratar un proveedor de reclutamiento',
    categories: ['reclutamiento'],
    tags: ['latinoamerica'],
    status: 'published',
    lead: 'Un buen proveedor de reclutamiento entiende tu negocio antes de enviar candidatos. Estas preguntas ayudan a distinguirlo.',
    listHeading: 'Preguntas clave',
    items: [
      '¿Qué garantía ofrecen si la persona sale antes de tres meses?',
      '¿Cómo evalúan las competencias?',
      '¿Cuántas vacantes similares cubrieron el último año?',
      '¿Cómo reportan el avance?',
    ],
  },
  {
    title: 'Borrador: guía de indicadores de capacitación',
    categories: ['liderazgo'],
    tags: ['capacitacion', 'people-analytics'],
    status: 'draft',
    lead: 'Un borrador sobre cómo medir el impacto de la capacitación más allá de las horas impartidas.',
    listHeading: 'Indicadores a considerar',
    items: [
      'Tasa de finalización',
      'Aplicación en el puesto',
      'Impacto en indicadores del negocio',
    ],
  },
  {
    title: 'Borrador: calendario de obligaciones laborales del semestre',
    categories: ['nomina-y-legislacion'],
    tags: ['reforma-laboral'],
    status: 'draft',
    lead: 'Fechas clave del semestre para las áreas de nómina y relaciones laborales.',
    listHeading: 'Fechas a confirmar',
    items: ['Pagos provisionales', 'Reparto de utilidades', 'Declaraciones informativas'],
  },
  {
    title: 'Borrador: entrevista con líderes de HR Tech de la región',
    categories: ['tecnologia'],
    tags: ['inteligencia-artificial'],
    status: 'draft',
    lead: 'Notas para una entrevista colectiva con fundadores de empresas de tecnología de RRHH.',
    listHeading: 'Temas de la entrevista',
    items: ['Adopción de IA', 'Regulación de datos personales', 'Expansión regional'],
  },
  {
    title: 'Borrador: manual de comunicación interna para crisis',
    categories: ['cultura-y-bienestar'],
    tags: ['experiencia-del-colaborador'],
    status: 'draft',
    lead: 'Cómo comunicar con transparencia en momentos difíciles.',
    listHeading: 'Principios',
    items: [
      'Informar primero a los equipos internos',
      'Un solo vocero',
      'Actualizaciones frecuentes',
    ],
  },
];

/** Generic sections added to every article after its checklist, by category slug. */
export const SECTIONS: Record<
  string,
  readonly { heading: string; paragraphs: readonly string[] }[]
> = {
  default: [
    {
      heading: 'Cómo empezar',
      paragraphs: [
        'El primer paso es entender el punto de partida: qué se hace hoy, cuánto cuesta y qué opinan los colaboradores. Con ese diagnóstico es más fácil priorizar.',
        'Conviene elegir un área piloto, medir durante un trimestre y ajustar antes de extender la iniciativa al resto de la organización.',
      ],
    },
    {
      heading: 'Errores frecuentes',
      paragraphs: [
        'El error más común es copiar prácticas de otras empresas sin adaptarlas a la propia cultura. Lo que funciona en un corporativo multinacional puede fracasar en una empresa familiar.',
        'Otro error habitual es no involucrar a los líderes desde el inicio: sin su apoyo, cualquier cambio se queda en el papel.',
      ],
    },
    {
      heading: 'Cómo medir el resultado',
      paragraphs: [
        'Define pocos indicadores antes de empezar y revísalos con la dirección cada mes. Los números dan credibilidad a RRHH frente al negocio.',
        'Complementa los datos con conversaciones: las encuestas cortas y los grupos focales explican por qué se mueven los indicadores.',
      ],
    },
    {
      heading: 'El papel de los líderes',
      paragraphs: [
        'Los líderes de cada área son quienes convierten una política en una práctica diaria. Antes de anunciar cualquier cambio, explícales el porqué, escucha sus dudas y dales herramientas sencillas para acompañar a sus equipos.',
        'Una reunión breve cada dos semanas con los líderes clave permite detectar obstáculos a tiempo y ajustar el plan sin esperar al cierre del trimestre.',
      ],
    },
    {
      heading: 'Comunicación con los colaboradores',
      paragraphs: [
        'La forma de comunicar importa tanto como la iniciativa. Usa un lenguaje claro, evita los tecnicismos y cuenta qué cambia para cada persona en su trabajo de todos los días.',
        'Combina canales: un mensaje de la dirección, una sesión de preguntas abiertas y materiales de consulta en la intranet o en el grupo de mensajería del equipo.',
      ],
    },
    {
      heading: 'Presupuesto y retorno',
      paragraphs: [
        'Toda iniciativa de personas compite por presupuesto con otras prioridades. Calcula el costo de no hacer nada: horas perdidas, rotación, multas o vacantes abiertas durante meses.',
        'Presenta el retorno en el idioma de finanzas, con supuestos conservadores y un escenario optimista. Es más fácil conseguir una segunda inversión cuando la primera cumplió lo prometido.',
      ],
    },
    {
      heading: 'Lo que dice la experiencia en la región',
      paragraphs: [
        'En Latinoamérica conviven empresas familiares, multinacionales y startups con realidades muy distintas. Lo que funciona en Ciudad de México puede necesitar ajustes en Lima, Bogotá o Santiago, empezando por la legislación laboral de cada país.',
        'Las áreas de RRHH que mejor se adaptan son las que comparten aprendizajes con sus pares: comunidades profesionales, grupos de trabajo y reseñas honestas de proveedores ahorran meses de prueba y error.',
      ],
    },
    {
      heading: 'Cuándo apoyarse en un proveedor',
      paragraphs: [
        'Si el equipo interno es pequeño o el proyecto exige conocimiento especializado, un proveedor con experiencia en la región puede acelerar los resultados. En nuestro directorio puedes comparar opciones y leer reseñas de otros profesionales de RRHH.',
      ],
    },
  ],
};
