import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';

// Dates and weekday names read in Mexican Spanish everywhere. Screens take dayjs
// from here, not from main.tsx, so only the screens that show dates load it.
dayjs.locale('es-mx');

export { dayjs };
