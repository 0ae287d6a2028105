import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';

// Dates and weekday names read in Mexican Spanish everywhere.
dayjs.locale('es-mx');
