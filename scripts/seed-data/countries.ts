/** The 15 countries of the spec's mapped country slugs (section 9), as the forms spell them. */
export interface CountrySeed {
  /** Stored value of `headquarters_country` (the form's spelling, with accents). */
  name: string;
  slug: string;
  /** Relative share of providers. */
  weight: number;
  /** International calling code, digits only. */
  callingCode: string;
  /** Digits of a national mobile number after the calling code. */
  mobileDigits: number;
  tld: string;
  cities: readonly string[];
  /** Extra languages commonly offered besides the main one. */
  mainLanguage: 'Español' | 'Portugués';
}

export const COUNTRIES: readonly CountrySeed[] = [
  {
    name: 'México',
    slug: 'mexico',
    weight: 22,
    callingCode: '52',
    mobileDigits: 10,
    tld: 'com.mx',
    mainLanguage: 'Español',
    cities: [
      'Ciudad de México',
      'Guadalajara',
      'Monterrey',
      'Querétaro',
      'Puebla',
      'Mérida',
      'Tijuana',
      'León',
    ],
  },
  {
    name: 'Colombia',
    slug: 'colombia',
    weight: 14,
    callingCode: '57',
    mobileDigits: 10,
    tld: 'com.co',
    mainLanguage: 'Español',
    cities: ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Bucaramanga', 'Cartagena'],
  },
  {
    name: 'Argentina',
    slug: 'argentina',
    weight: 11,
    callingCode: '54',
    mobileDigits: 10,
    tld: 'com.ar',
    mainLanguage: 'Español',
    cities: ['Buenos Aires', 'Córdoba', 'Rosario', 'Mendoza', 'La Plata', 'Tucumán'],
  },
  {
    name: 'Chile',
    slug: 'chile',
    weight: 10,
    callingCode: '56',
    mobileDigits: 9,
    tld: 'cl',
    mainLanguage: 'Español',
    cities: ['Santiago', 'Valparaíso', 'Concepción', 'Antofagasta', 'Viña del Mar'],
  },
  {
    name: 'Perú',
    slug: 'peru',
    weight: 9,
    callingCode: '51',
    mobileDigits: 9,
    tld: 'pe',
    mainLanguage: 'Español',
    cities: ['Lima', 'Arequipa', 'Trujillo', 'Cusco', 'Piura'],
  },
  {
    name: 'Brasil',
    slug: 'brasil',
    weight: 8,
    callingCode: '55',
    mobileDigits: 11,
    tld: 'com.br',
    mainLanguage: 'Portugués',
    cities: ['São Paulo', 'Río de Janeiro', 'Belo Horizonte', 'Curitiba', 'Porto Alegre'],
  },
  {
    name: 'Venezuela',
    slug: 'venezuela',
    weight: 3,
    callingCode: '58',
    mobileDigits: 10,
    tld: 'com.ve',
    mainLanguage: 'Español',
    cities: ['Caracas', 'Maracaibo', 'Valencia', 'Barquisimeto'],
  },
  {
    name: 'Ecuador',
    slug: 'ecuador',
    weight: 4,
    callingCode: '593',
    mobileDigits: 9,
    tld: 'ec',
    mainLanguage: 'Español',
    cities: ['Quito', 'Guayaquil', 'Cuenca'],
  },
  {
    name: 'Bolivia',
    slug: 'bolivia',
    weight: 2,
    callingCode: '591',
    mobileDigits: 8,
    tld: 'com.bo',
    mainLanguage: 'Español',
    cities: ['La Paz', 'Santa Cruz de la Sierra', 'Cochabamba'],
  },
  {
    name: 'Uruguay',
    slug: 'uruguay',
    weight: 4,
    callingCode: '598',
    mobileDigits: 8,
    tld: 'com.uy',
    mainLanguage: 'Español',
    cities: ['Montevideo', 'Punta del Este', 'Salto'],
  },
  {
    name: 'Paraguay',
    slug: 'paraguay',
    weight: 2,
    callingCode: '595',
    mobileDigits: 9,
    tld: 'com.py',
    mainLanguage: 'Español',
    cities: ['Asunción', 'Ciudad del Este', 'Encarnación'],
  },
  {
    name: 'Costa Rica',
    slug: 'costa-rica',
    weight: 4,
    callingCode: '506',
    mobileDigits: 8,
    tld: 'cr',
    mainLanguage: 'Español',
    cities: ['San José', 'Heredia', 'Alajuela', 'Cartago'],
  },
  {
    name: 'Panamá',
    slug: 'panama',
    weight: 3,
    callingCode: '507',
    mobileDigits: 8,
    tld: 'com.pa',
    mainLanguage: 'Español',
    cities: ['Ciudad de Panamá', 'Colón', 'David'],
  },
  {
    name: 'Nicaragua',
    slug: 'nicaragua',
    weight: 1,
    callingCode: '505',
    mobileDigits: 8,
    tld: 'com.ni',
    mainLanguage: 'Español',
    cities: ['Managua', 'León', 'Granada'],
  },
  {
    name: 'Guatemala',
    slug: 'guatemala',
    weight: 3,
    callingCode: '502',
    mobileDigits: 8,
    tld: 'com.gt',
    mainLanguage: 'Español',
    cities: ['Ciudad de Guatemala', 'Quetzaltenango', 'Antigua Guatemala'],
  },
];
