/** Fixed catalogues of the demo data (es-MX). */
export const BRANCHES: Record<1 | 2, Array<[number, string]>> = {
  1: [
    [1, 'Anáhuac'], [2, 'Miguel Alemán'], [3, 'Pablo Livas'], [4, 'San Miguel'], [5, 'Casa Blanca'], [6, 'Fresnos'],
    [17, 'Online'], [21, 'Cumbres'], [22, 'San Nicolás'], [23, 'Guadalupe Centro'], [24, 'Apodaca'], [25, 'Escobedo'],
    [27, 'Santa Catarina'], [28, 'San Pedro'], [29, 'Contry'], [31, 'García'],
  ],
  2: [[7, 'Linda Vista'], [8, 'Mitras'], [9, 'Valle Oriente'], [10, 'Sendero'], [11, 'Juárez'], [12, 'Cadereyta'], [14, 'Online'], [16, 'Lincoln']],
};

export const STREETS = ['Av. Constitución', 'Av. Lázaro Cárdenas', 'Calle Hidalgo', 'Av. Universidad', 'Calle Zaragoza', 'Av. Ruiz Cortines', 'Calle Morelos', 'Av. Garza Sada'];
export const COLONIAS = ['Centro', 'Mitras Centro', 'Cumbres', 'Contry', 'Anáhuac', 'Linda Vista', 'Del Valle', 'Residencial San Agustín'];
export const MUNICIPIOS = ['Monterrey', 'San Nicolás de los Garza', 'Guadalupe', 'Apodaca', 'San Pedro Garza García', 'General Escobedo', 'Santa Catarina', 'Juárez'];
export const FIRST_NAMES = ['Sofía', 'Valentina', 'Regina', 'Camila', 'Ximena', 'Mariana', 'Daniela', 'Fernanda', 'Santiago', 'Mateo', 'Sebastián', 'Diego', 'Emiliano', 'Leonardo', 'Alejandro', 'Iker', 'Andrea', 'Luis', 'Jorge', 'Ana'];
export const SURNAMES = ['García', 'Martínez', 'Hernández', 'López', 'González', 'Rodríguez', 'Pérez', 'Sánchez', 'Ramírez', 'Treviño', 'Garza', 'Cantú', 'Villarreal', 'Flores', 'Salinas', 'Elizondo', 'Cavazos', 'Leal'];

export const AVATARS = [
  { topType: 'LongHairStraight', hairColor: 'Brown', skinColor: 'Light', clotheType: 'Hoodie', clotheColor: 'Blue03', eyeType: 'Happy', mouthType: 'Smile', eyebrowType: 'Default', accessoriesType: 'Blank', facialHairType: 'Blank', facialHairColor: 'Brown', graphicType: 'Bat', topColor: 'Blue01' },
  { topType: 'ShortHairShortFlat', hairColor: 'Black', skinColor: 'Tanned', clotheType: 'BlazerShirt', clotheColor: 'Gray01', eyeType: 'Default', mouthType: 'Default', eyebrowType: 'RaisedExcited', accessoriesType: 'Prescription02', facialHairType: 'BeardLight', facialHairColor: 'Black', graphicType: 'Bat', topColor: 'Black' },
  { topType: 'LongHairCurly', hairColor: 'Auburn', skinColor: 'Brown', clotheType: 'ShirtCrewNeck', clotheColor: 'PastelGreen', eyeType: 'Wink', mouthType: 'Twinkle', eyebrowType: 'Default', accessoriesType: 'Round', facialHairType: 'Blank', facialHairColor: 'Auburn', graphicType: 'Diamond', topColor: 'Red' },
] as const;

/** The demo reglamento per course type (1 adultos, 2 teens, 3 kids). */
export const RULES: Record<1 | 2 | 3, string[]> = {
  1: [
    'Llega puntual: 15 minutos después del inicio de la clase se registra retardo, y dos retardos cuentan como una falta.',
    'En las clases en línea mantén tu cámara encendida y tu micrófono en silencio mientras no participes.',
    'Usa el celular solo para las actividades que indique tu teacher.',
    'Trata con respeto a tus compañeros, a tu teacher y al personal; no se tolera ningún tipo de acoso ni discriminación.',
    'Resuelve tus ejercicios y exámenes en la plataforma dentro de las fechas de cada lección.',
    'Tres faltas seguidas sin aviso pueden causar la baja del grupo.',
    'Cubre tu colegiatura antes del inicio de cada ciclo para conservar tu lugar en el grupo.',
  ],
  2: [
    'Llega puntual: 15 minutos después del inicio de la clase se registra retardo.',
    'Tu mamá, papá o tutor recibe avisos de tus faltas, retardos e incidencias.',
    'Usa el celular solo para las actividades que indique tu teacher.',
    'Trata con respeto a tus compañeros y a tu teacher; no se tolera el acoso dentro ni fuera del salón.',
    'Cuida las instalaciones y el material; los daños se reponen.',
    'Resuelve tus ejercicios y exámenes en la plataforma dentro de las fechas de cada lección.',
    'Tres faltas seguidas sin aviso pueden causar la baja del grupo.',
  ],
  3: [
    'Un adulto autorizado entrega y recoge al alumno en el salón.',
    'Llega puntual y con tu material de la clase.',
    'Trata con cariño y respeto a tus compañeros y a tu teacher.',
    'No se permiten alimentos dentro del salón, salvo en actividades autorizadas.',
    'Avisa con anticipación si vas a faltar.',
  ],
};

/** A small PNG (a signature stroke) for the demo signature. */
export const DEMO_SIGNATURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAQCAYAAABQrvyxAAAAeUlEQVR42mP4//8/w1DGDKMewIKllOv+Y8OD3gO4HE5Lj9Dd8dT2BE0cT6k6unqAHAdR0xMMlBhEiUOo4QmQXrINopYDKA0AstIlNZMAJXaDPUCqQbQoSSgpBMguCulV+RGynyyDaNUsIMdukg2iR/uGFLtHG3MDjQHSOkHJ0nZ6qQAAAABJRU5ErkJggg==',
  'base64',
);
