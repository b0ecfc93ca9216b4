import type { SupplierRow } from './api';

/** Suppliers as the server answers them, for the stories of the list and the map. */
export const DEMO_SUPPLIERS: SupplierRow[] = [
  { id: 1, caption: 'МФЦ «Мои документы» в г. Салехарде', shortCaption: 'МФЦ Салехард', city: 'Салехард', address: 'г. Салехард, ул. Матросова, д. 29', phone: '+7 (34922) 3-04-20', workHours: 'пн–пт 8:00–20:00, сб 9:00–15:00', latitude: 66.5335, longitude: 66.6052, distance: 420, nearby: true, isMfc: true },
  { id: 8, caption: 'ГБУ ЯНАО «Комплексный центр социального обслуживания населения “Милосердие” г. Лабытнанги»', shortCaption: 'КЦСОН Лабытнанги', city: 'Лабытнанги', address: 'г. Лабытнанги, ул. Первомайская, д. 47', phone: '+7 (34992) 5-20-13', workHours: 'пн–пт 9:00–17:30', latitude: 66.6622, longitude: 66.4101, distance: 16_431, nearby: true, isMfc: false },
  { id: 12, caption: 'ГБУ ЯНАО «Комплексный центр социального обслуживания населения г. Ноябрьска»', shortCaption: 'КЦСОН Ноябрьск', city: 'Ноябрьск', address: 'г. Ноябрьск, ул. Магистральная, д. 91', phone: '+7 (3496) 35-28-40', workHours: null, latitude: 63.1899, longitude: 75.4321, distance: 557_360, nearby: false, isMfc: false },
  { id: 32, caption: 'Мобильная бригада социальной помощи кочующим семьям «Тундра» Ямальского района', shortCaption: 'Мобильная бригада «Тундра»', city: 'Яр-Сале', address: 'Ямальский район, выезды на стойбища и фактории по графику', phone: '+7 (34996) 3-11-40', workHours: null, latitude: null, longitude: null, distance: 100_000_000, nearby: false, isMfc: false },
];
