import type { Section, TransporterType } from '@vitrin/shared-libs/types/api';
import type { PartShape } from './drawings';
import type { SpecKey } from '@vitrin/shared-libs/registry/specKeys';

/** Demo catalogue: two sections, eight categories, 42 products with OEM cross-references and specs. */

export interface SeedSubCategory {
  seo: string;
  en: string;
  tr: string;
}

export interface SeedCategory {
  seo: string;
  section: Section;
  shape: PartShape;
  en: string;
  tr: string;
  seoTitle: { en: string; tr: string };
  seoDescription: { en: string; tr: string };
  subs: SeedSubCategory[];
}

/** The demo's spec rows name properties of the spec-key registry (shared-libs/src/registry/specKeys.ts). */
export type { SpecKey };

export interface SeedProduct {
  code: string;
  sub: string;
  types: TransporterType[];
  en: string;
  tr: string;
  oem: [manufacturer: string, number: string][];
  specs: Partial<Record<SpecKey, string>>;
}

export const CATEGORIES: SeedCategory[] = [
  {
    seo: 'bus-air-springs',
    section: 'air_springs',
    shape: 'rolling_lobe',
    en: 'Bus Air Springs',
    tr: 'Otobüs Hava Körükleri',
    seoTitle: { en: 'Air Springs for City Buses and Coaches', tr: 'Şehir İçi ve Şehirlerarası Otobüs Körükleri' },
    seoDescription: {
      en: 'Rolling lobe and convoluted air springs for city buses and coaches, cross-referenced to the OE numbers.',
      tr: 'Şehir içi ve şehirlerarası otobüsler için pistonlu ve katlı hava körükleri, orijinal parça numaralarıyla.',
    },
    subs: [
      { seo: 'bus-rolling-lobe', en: 'Rolling Lobe Air Springs', tr: 'Pistonlu Körükler' },
      { seo: 'bus-convoluted', en: 'Convoluted Air Springs', tr: 'Katlı Körükler' },
    ],
  },
  {
    seo: 'truck-air-springs',
    section: 'air_springs',
    shape: 'sleeve',
    en: 'Truck Air Springs',
    tr: 'Kamyon Hava Körükleri',
    seoTitle: { en: 'Air Springs for Trucks and Tractor Units', tr: 'Kamyon ve Çekici Hava Körükleri' },
    seoDescription: {
      en: 'Air springs with steel or plastic pistons and sleeve-type bellows for rigid trucks and tractor units.',
      tr: 'Kamyon ve çekiciler için çelik ya da plastik pistonlu körükler ve manşon tip körükler.',
    },
    subs: [
      { seo: 'truck-steel-piston', en: 'Steel Piston Air Springs', tr: 'Çelik Pistonlu Körükler' },
      { seo: 'truck-plastic-piston', en: 'Plastic Piston Air Springs', tr: 'Plastik Pistonlu Körükler' },
      { seo: 'truck-sleeve', en: 'Sleeve Type Air Springs', tr: 'Manşon Tip Körükler' },
    ],
  },
  {
    seo: 'trailer-air-springs',
    section: 'air_springs',
    shape: 'rolling_lobe',
    en: 'Trailer Air Springs',
    tr: 'Dorse Hava Körükleri',
    seoTitle: { en: 'Air Springs for Trailers and Semi-Trailers', tr: 'Dorse ve Yarı Römork Hava Körükleri' },
    seoDescription: {
      en: 'Air springs for trailer axles and lift axles, interchangeable with the OE parts of the main axle makers.',
      tr: 'Dorse aksları ve kaldırma aksları için, büyük aks üreticilerinin orijinal parçalarıyla değiştirilebilir körükler.',
    },
    subs: [
      { seo: 'trailer-rolling-lobe', en: 'Trailer Axle Air Springs', tr: 'Dorse Aks Körükleri' },
      { seo: 'trailer-lift-axle', en: 'Lift Axle Air Springs', tr: 'Kaldırma Aksı Körükleri' },
    ],
  },
  {
    seo: 'cabin-seat-air-springs',
    section: 'air_springs',
    shape: 'cabin',
    en: 'Cab & Seat Air Springs',
    tr: 'Kabin ve Koltuk Körükleri',
    seoTitle: { en: 'Cab Suspension and Seat Air Springs', tr: 'Kabin Süspansiyonu ve Koltuk Körükleri' },
    seoDescription: {
      en: 'Compact air springs and strut assemblies for truck cab suspension and driver seats.',
      tr: 'Kamyon kabin süspansiyonu ve sürücü koltukları için kompakt körükler ve amortisörlü takımlar.',
    },
    subs: [
      { seo: 'cabin-air-springs', en: 'Cab Air Springs', tr: 'Kabin Körükleri' },
      { seo: 'seat-air-springs', en: 'Seat Air Springs', tr: 'Koltuk Körükleri' },
    ],
  },
  {
    seo: 'pistons',
    section: 'spare_parts',
    shape: 'piston',
    en: 'Air Spring Pistons',
    tr: 'Körük Pistonları',
    seoTitle: { en: 'Replacement Pistons for Air Springs', tr: 'Hava Körükleri İçin Yedek Pistonlar' },
    seoDescription: {
      en: 'Plastic and steel pistons to rebuild rolling lobe air springs.',
      tr: 'Pistonlu hava körüklerinin yenilenmesi için plastik ve çelik pistonlar.',
    },
    subs: [
      { seo: 'plastic-pistons', en: 'Plastic Pistons', tr: 'Plastik Pistonlar' },
      { seo: 'steel-pistons', en: 'Steel Pistons', tr: 'Çelik Pistonlar' },
    ],
  },
  {
    seo: 'shock-absorbers',
    section: 'spare_parts',
    shape: 'shock',
    en: 'Shock Absorbers',
    tr: 'Amortisörler',
    seoTitle: { en: 'Shock Absorbers for Air Suspension', tr: 'Havalı Süspansiyon Amortisörleri' },
    seoDescription: {
      en: 'Axle and cab shock absorbers matched to air-suspended buses, trucks and trailers.',
      tr: 'Havalı süspansiyonlu otobüs, kamyon ve dorseler için aks ve kabin amortisörleri.',
    },
    subs: [
      { seo: 'axle-shock-absorbers', en: 'Axle Shock Absorbers', tr: 'Aks Amortisörleri' },
      { seo: 'cab-shock-absorbers', en: 'Cab Shock Absorbers', tr: 'Kabin Amortisörleri' },
    ],
  },
  {
    seo: 'top-plates-fittings',
    section: 'spare_parts',
    shape: 'plate',
    en: 'Top Plates & Fittings',
    tr: 'Üst Tablalar ve Bağlantı Parçaları',
    seoTitle: { en: 'Air Spring Top Plates, Connectors and Bolts', tr: 'Körük Üst Tablaları, Rakorlar ve Cıvatalar' },
    seoDescription: {
      en: 'Top plates, air connectors and mounting bolts for air spring repair and installation.',
      tr: 'Körük tamiri ve montajı için üst tablalar, hava rakorları ve bağlantı cıvataları.',
    },
    subs: [
      { seo: 'top-plates', en: 'Top Plates', tr: 'Üst Tablalar' },
      { seo: 'air-fittings', en: 'Air Fittings & Bolts', tr: 'Hava Rakorları ve Cıvatalar' },
    ],
  },
  {
    seo: 'levelling-valves',
    section: 'spare_parts',
    shape: 'valve',
    en: 'Levelling Valves',
    tr: 'Seviye Ayar Valfleri',
    seoTitle: { en: 'Levelling Valves and Linkages', tr: 'Seviye Ayar Valfleri ve Bağlantı Çubukları' },
    seoDescription: {
      en: 'Height control valves and linkage rods that keep an air-suspended vehicle at ride height.',
      tr: 'Havalı süspansiyonlu aracı sürüş yüksekliğinde tutan seviye ayar valfleri ve bağlantı çubukları.',
    },
    subs: [
      { seo: 'height-control-valves', en: 'Height Control Valves', tr: 'Seviye Ayar Valfleri' },
      { seo: 'valve-linkages', en: 'Valve Linkage Rods', tr: 'Valf Bağlantı Çubukları' },
    ],
  },
];

const SPRING = (maxH: number, minH: number, dia: number, load: number, kg: number): SeedProduct['specs'] => ({
  max_height: String(maxH),
  min_height: String(minH),
  max_diameter: String(dia),
  piston_diameter: String(Math.round(dia * 0.6)),
  bead_plate: 'M12 studs',
  load_6bar: String(load),
  weight: kg.toFixed(1),
  air_connection: 'M22 × 1.5',
});
const SHOCK = (ext: number, comp: number, kg: number): SeedProduct['specs'] => ({
  extended_length: String(ext),
  compressed_length: String(comp),
  stroke: String(ext - comp),
  weight: kg.toFixed(1),
});

/** A truck air spring of the demo's wider truck range (enough products for the category's list to page). */
const truckSpring = (
  code: string,
  sub: 'truck-steel-piston' | 'truck-plastic-piston' | 'truck-sleeve',
  [en, tr]: [string, string],
  oem: SeedProduct['oem'],
  specs: SeedProduct['specs'],
): SeedProduct => ({ code, sub, types: ['truck'], en, tr, oem, specs });

/** Fourteen more truck air springs: with the eight above them, the truck category lists over one page. */
const TRUCK_RANGE: SeedProduct[] = [
  truckSpring(
    'VT 4730 NP02',
    'truck-steel-piston',
    ['Air spring with steel piston, front axle', 'Çelik pistonlu körük, ön aks'],
    [
      ['ContiTech', '4730 NP 02'],
      ['Scania', '1534972'],
    ],
    SPRING(450, 185, 305, 38, 8.8),
  ),
  truckSpring(
    'VT 4757 NP05',
    'truck-steel-piston',
    ['Air spring with steel piston, heavy duty', 'Çelik pistonlu körük, ağır hizmet'],
    [
      ['ContiTech', '4757 NP 05'],
      ['Volvo', '20531843'],
    ],
    SPRING(495, 205, 335, 45, 10.2),
  ),
  truckSpring(
    'VT 4809 NP03',
    'truck-steel-piston',
    ['Air spring with steel piston, lift axle', 'Çelik pistonlu körük, kaldırma aksı'],
    [
      ['ContiTech', '4809 NP 03'],
      ['DAF', '1698522'],
    ],
    SPRING(440, 180, 300, 36, 8.6),
  ),
  truckSpring(
    'VT 4868 NP06',
    'truck-steel-piston',
    ['Air spring with steel piston, offset piston', 'Çelik pistonlu körük, kaçık piston'],
    [
      ['ContiTech', '4868 NP 06'],
      ['MAN', '81436106093'],
    ],
    SPRING(470, 190, 315, 40, 9.2),
  ),
  truckSpring(
    'VT 4939 NP02',
    'truck-steel-piston',
    ['Air spring with steel piston, long stroke', 'Çelik pistonlu körük, uzun strok'],
    [
      ['ContiTech', '4939 NP 02'],
      ['Iveco', '41285489'],
    ],
    SPRING(520, 210, 325, 42, 9.9),
  ),
  truckSpring(
    'VT 4185 NP04',
    'truck-plastic-piston',
    ['Air spring with plastic piston, front axle', 'Plastik pistonlu körük, ön aks'],
    [
      ['ContiTech', '4185 NP 04'],
      ['Volvo', '20979963'],
    ],
    SPRING(445, 185, 295, 35, 5.3),
  ),
  truckSpring(
    'VT 4395 N1P05',
    'truck-plastic-piston',
    ['Air spring with plastic piston, drive axle', 'Plastik pistonlu körük, tahrik aksı'],
    [
      ['ContiTech', '4395 N1 P05'],
      ['Scania', '1794449'],
    ],
    SPRING(465, 190, 305, 37, 5.7),
  ),
  truckSpring(
    'VT 4528 NP11',
    'truck-plastic-piston',
    ['Air spring with plastic piston and bumper', 'Plastik pistonlu ve tamponlu körük'],
    [
      ['ContiTech', '4528 NP 11'],
      ['Mercedes-Benz', 'A 960 320 46 21'],
    ],
    SPRING(480, 195, 310, 38, 6.1),
  ),
  truckSpring(
    'VT 4654 NP07',
    'truck-plastic-piston',
    ['Air spring with plastic piston, tag axle', 'Plastik pistonlu körük, tag aks'],
    [
      ['ContiTech', '4654 NP 07'],
      ['Renault Trucks', '7420890317'],
    ],
    SPRING(455, 185, 300, 36, 5.5),
  ),
  truckSpring(
    'VT 4706 NP12',
    'truck-plastic-piston',
    ['Air spring with plastic piston, low height', 'Plastik pistonlu körük, alçak tip'],
    [
      ['ContiTech', '4706 NP 12'],
      ['DAF', '1803610'],
    ],
    SPRING(410, 170, 290, 33, 4.9),
  ),
  truckSpring(
    'VT 6610 NP03',
    'truck-sleeve',
    ['Sleeve type air spring, cab rear', 'Manşon tip körük, kabin arka'],
    [
      ['ContiTech', '6610 N P03'],
      ['Scania', '1349839'],
    ],
    SPRING(500, 205, 210, 22, 4.6),
  ),
  truckSpring(
    'VT 6625 NP04',
    'truck-sleeve',
    ['Sleeve type air spring, with clamp ring', 'Manşon tip körük, kelepçe halkalı'],
    [
      ['ContiTech', '6625 N P04'],
      ['MAN', '81436106031'],
    ],
    SPRING(530, 215, 225, 25, 5.0),
  ),
  truckSpring(
    'VT 6652 NP05',
    'truck-sleeve',
    ['Sleeve type air spring, heavy duty', 'Manşon tip körük, ağır hizmet'],
    [
      ['ContiTech', '6652 N P05'],
      ['Volvo', '21084506'],
    ],
    SPRING(570, 225, 240, 28, 5.6),
  ),
  truckSpring(
    'VT 6671 NP06',
    'truck-sleeve',
    ['Sleeve type air spring, short stroke', 'Manşon tip körük, kısa strok'],
    [
      ['ContiTech', '6671 N P06'],
      ['Iveco', '41285552'],
    ],
    SPRING(480, 200, 215, 23, 4.5),
  ),
];

export const PRODUCTS: SeedProduct[] = [
  // Bus, rolling lobe
  {
    code: 'VT 4881 NP01',
    sub: 'bus-rolling-lobe',
    types: ['bus', 'bus2'],
    en: 'Rolling lobe air spring, rear axle',
    tr: 'Pistonlu hava körüğü, arka aks',
    oem: [
      ['ContiTech', '4881 NP 01'],
      ['Firestone', 'W01-358-9082'],
      ['MAN', '81436106017'],
    ],
    specs: SPRING(390, 150, 300, 32, 6.2),
  },
  {
    code: 'VT 4157 NP02',
    sub: 'bus-rolling-lobe',
    types: ['bus'],
    en: 'Rolling lobe air spring, front axle',
    tr: 'Pistonlu hava körüğü, ön aks',
    oem: [
      ['ContiTech', '4157 NP 02'],
      ['Mercedes-Benz', 'A 628 328 01 01'],
      ['Goodyear', '1R11-710'],
    ],
    specs: SPRING(365, 140, 280, 27, 5.4),
  },
  {
    code: 'VT 4390 NP01',
    sub: 'bus-rolling-lobe',
    types: ['bus', 'bus2'],
    en: 'Rolling lobe air spring with offset piston',
    tr: 'Kaçık pistonlu hava körüğü',
    oem: [
      ['ContiTech', '4390 NP 01'],
      ['Setra', 'A 628 328 02 01'],
      ['Phoenix', '1 DF 23 A-1'],
    ],
    specs: SPRING(410, 160, 310, 35, 6.8),
  },
  {
    code: 'VT 4022 NP03',
    sub: 'bus-rolling-lobe',
    types: ['bus'],
    en: 'Low-floor bus air spring',
    tr: 'Alçak tabanlı otobüs körüğü',
    oem: [
      ['ContiTech', '4022 NP 03'],
      ['Volvo', '20721121'],
      ['Firestone', 'W01-M58-6368'],
    ],
    specs: SPRING(330, 130, 290, 29, 5.9),
  },
  // Bus, convoluted
  {
    code: 'VT 2B12-440',
    sub: 'bus-convoluted',
    types: ['bus2'],
    en: 'Double convoluted air spring',
    tr: 'Çift katlı hava körüğü',
    oem: [
      ['ContiTech', 'FD 200-25 428'],
      ['Firestone', 'W01-358-7731'],
      ['Iveco', '500335213'],
    ],
    specs: SPRING(340, 110, 330, 38, 7.1),
  },
  {
    code: 'VT 2B14-352',
    sub: 'bus-convoluted',
    types: ['bus'],
    en: 'Double convoluted air spring, heavy duty',
    tr: 'Çift katlı hava körüğü, ağır hizmet',
    oem: [
      ['ContiTech', 'FD 330-22 320'],
      ['Mercedes-Benz', 'A 000 328 09 01'],
      ['Goodyear', '2B14-352'],
    ],
    specs: SPRING(360, 115, 355, 44, 8.3),
  },
  {
    code: 'VT 2B10-455',
    sub: 'bus-convoluted',
    types: ['bus', 'bus2'],
    en: 'Double convoluted air spring, compact',
    tr: 'Çift katlı hava körüğü, kompakt',
    oem: [
      ['ContiTech', 'FD 120-20 455'],
      ['Neoplan', '4.0114.1.108'],
      ['Firestone', 'W01-358-6910'],
    ],
    specs: SPRING(300, 100, 260, 22, 5.1),
  },
  // Truck, steel piston
  {
    code: 'VT 4813 NP01',
    sub: 'truck-steel-piston',
    types: ['truck'],
    en: 'Air spring with steel piston, drive axle',
    tr: 'Çelik pistonlu körük, tahrik aksı',
    oem: [
      ['ContiTech', '4813 NP 01'],
      ['Firestone', 'W01-M58-8437'],
      ['DAF', '1328386'],
    ],
    specs: SPRING(475, 195, 320, 41, 9.4),
  },
  {
    code: 'VT 4759 NP04',
    sub: 'truck-steel-piston',
    types: ['truck'],
    en: 'Air spring with steel piston, tag axle',
    tr: 'Çelik pistonlu körük, tag aks',
    oem: [
      ['ContiTech', '4759 NP 04'],
      ['MAN', '81436106013'],
      ['Firestone', 'W01-M58-6257'],
    ],
    specs: SPRING(455, 185, 310, 39, 9.0),
  },
  {
    code: 'VT 4912 NP21',
    sub: 'truck-steel-piston',
    types: ['truck'],
    en: 'Air spring with steel piston and bumper',
    tr: 'Çelik pistonlu ve tamponlu körük',
    oem: [
      ['ContiTech', '4912 NP 21'],
      ['Mercedes-Benz', 'A 942 320 12 21'],
      ['Goodyear', '1R13-203'],
    ],
    specs: SPRING(490, 200, 330, 43, 9.8),
  },
  // Truck, plastic piston
  {
    code: 'VT 4183 NP01',
    sub: 'truck-plastic-piston',
    types: ['truck'],
    en: 'Air spring with plastic piston',
    tr: 'Plastik pistonlu körük',
    oem: [
      ['ContiTech', '4183 NP 01'],
      ['Volvo', '21961488'],
      ['Firestone', 'W01-M58-7942'],
    ],
    specs: SPRING(460, 190, 300, 37, 5.6),
  },
  {
    code: 'VT 4881 N1P03',
    sub: 'truck-plastic-piston',
    types: ['truck'],
    en: 'Air spring with plastic piston, rear axle',
    tr: 'Plastik pistonlu körük, arka aks',
    oem: [
      ['ContiTech', '4881 N1 P03'],
      ['Scania', '1440229'],
      ['Phoenix', '1 T 15 MB-4'],
    ],
    specs: SPRING(470, 195, 305, 38, 5.8),
  },
  {
    code: 'VT 4022 NP09',
    sub: 'truck-plastic-piston',
    types: ['truck'],
    en: 'Air spring with plastic piston, lightweight',
    tr: 'Plastik pistonlu körük, hafif seri',
    oem: [
      ['ContiTech', '4022 NP 09'],
      ['Renault Trucks', '5010296584'],
      ['Goodyear', '1R12-095'],
    ],
    specs: SPRING(430, 180, 295, 34, 5.0),
  },
  // Truck, sleeve
  {
    code: 'VT 6606 NP01',
    sub: 'truck-sleeve',
    types: ['truck'],
    en: 'Sleeve type air spring',
    tr: 'Manşon tip körük',
    oem: [
      ['ContiTech', '6606 N P01'],
      ['DAF', '1440294'],
      ['Firestone', 'W01-M58-9201'],
    ],
    specs: SPRING(520, 210, 220, 24, 4.9),
  },
  {
    code: 'VT 6448 NP02',
    sub: 'truck-sleeve',
    types: ['truck', 'dorse'],
    en: 'Sleeve type air spring, long stroke',
    tr: 'Manşon tip körük, uzun strok',
    oem: [
      ['ContiTech', '6448 N P02'],
      ['Iveco', '41032998'],
      ['Goodyear', '1S12-011'],
    ],
    specs: SPRING(560, 220, 230, 26, 5.2),
  },
  ...TRUCK_RANGE,
  // Trailer, axle
  {
    code: 'VT 4390 N1P05',
    sub: 'trailer-rolling-lobe',
    types: ['dorse'],
    en: 'Trailer air spring, 4-stud top plate',
    tr: 'Dorse körüğü, 4 saplamalı üst tabla',
    oem: [
      ['ContiTech', '4390 N1P05'],
      ['SAF', '2.918.5004.00'],
      ['BPW', '05.429.40.05.0'],
    ],
    specs: SPRING(480, 200, 360, 45, 7.9),
  },
  {
    code: 'VT 4881 NP02',
    sub: 'trailer-rolling-lobe',
    types: ['dorse'],
    en: 'Trailer air spring, offset piston',
    tr: 'Dorse körüğü, kaçık piston',
    oem: [
      ['ContiTech', '4881 NP 02'],
      ['BPW', '05.429.40.70.0'],
      ['Firestone', 'W01-358-9780'],
    ],
    specs: SPRING(495, 205, 360, 46, 8.1),
  },
  {
    code: 'VT 4022 N1P01',
    sub: 'trailer-rolling-lobe',
    types: ['dorse'],
    en: 'Trailer air spring, steel piston',
    tr: 'Dorse körüğü, çelik piston',
    oem: [
      ['ContiTech', '4022 N1P01'],
      ['Schmitz Cargobull', '1016425'],
      ['Goodyear', '1R14-714'],
    ],
    specs: SPRING(505, 210, 350, 44, 10.2),
  },
  // Trailer, lift axle
  {
    code: 'VT 1DK 20',
    sub: 'trailer-lift-axle',
    types: ['dorse'],
    en: 'Lift axle air spring, single convolution',
    tr: 'Kaldırma aksı körüğü, tek katlı',
    oem: [
      ['ContiTech', '1 DK 20 A'],
      ['SAF', '3.229.0007.00'],
      ['Firestone', 'W01-358-7451'],
    ],
    specs: SPRING(230, 90, 240, 14, 2.6),
  },
  {
    code: 'VT 2DK 24',
    sub: 'trailer-lift-axle',
    types: ['dorse', 'truck'],
    en: 'Lift axle air spring, double convolution',
    tr: 'Kaldırma aksı körüğü, çift katlı',
    oem: [
      ['ContiTech', '2 DK 24'],
      ['BPW', '05.429.42.11.0'],
      ['Goodyear', '2B9-216'],
    ],
    specs: SPRING(280, 100, 265, 18, 3.3),
  },
  // Cab
  {
    code: 'VT CAB 6101',
    sub: 'cabin-air-springs',
    types: ['kabin', 'truck'],
    en: 'Cab air spring strut, rear',
    tr: 'Kabin körüğü amortisörlü, arka',
    oem: [
      ['Mercedes-Benz', 'A 944 890 01 19'],
      ['Sachs', '105 837'],
      ['Firestone', 'W01-M58-4104'],
    ],
    specs: SPRING(310, 250, 110, 3, 2.4),
  },
  {
    code: 'VT CAB 6207',
    sub: 'cabin-air-springs',
    types: ['kabin', 'truck'],
    en: 'Cab air spring strut, front',
    tr: 'Kabin körüğü amortisörlü, ön',
    oem: [
      ['Volvo', '20453222'],
      ['Scania', '1363122'],
      ['Monroe', 'CB0152'],
    ],
    specs: SPRING(295, 240, 105, 3, 2.2),
  },
  // Seat
  {
    code: 'VT SEAT 110',
    sub: 'seat-air-springs',
    types: ['seat', 'bus', 'truck'],
    en: 'Driver seat air spring',
    tr: 'Sürücü koltuğu körüğü',
    oem: [
      ['Grammer', '1010137'],
      ['Isringhausen', '91.03.010'],
      ['ContiTech', 'SK 37-6'],
    ],
    specs: SPRING(190, 110, 95, 2, 0.6),
  },
  {
    code: 'VT SEAT 140',
    sub: 'seat-air-springs',
    types: ['seat', 'truck'],
    en: 'Driver seat air spring, long stroke',
    tr: 'Sürücü koltuğu körüğü, uzun strok',
    oem: [
      ['Grammer', '1010148'],
      ['Isringhausen', '91.03.021'],
      ['ContiTech', 'SK 37-9'],
    ],
    specs: SPRING(220, 115, 100, 2, 0.7),
  },
  // Pistons
  {
    code: 'VT PP 4881',
    sub: 'plastic-pistons',
    types: ['bus', 'truck'],
    en: 'Plastic piston for 4881 series air springs',
    tr: '4881 serisi körükler için plastik piston',
    oem: [
      ['ContiTech', '4881 P'],
      ['Firestone', 'W01-358-9082 P'],
    ],
    specs: { max_height: '180', max_diameter: '245', weight: '1.4' },
  },
  {
    code: 'VT PP 4183',
    sub: 'plastic-pistons',
    types: ['truck'],
    en: 'Plastic piston for 4183 series air springs',
    tr: '4183 serisi körükler için plastik piston',
    oem: [
      ['ContiTech', '4183 P'],
      ['Volvo', '21961488 P'],
    ],
    specs: { max_height: '175', max_diameter: '240', weight: '1.3' },
  },
  {
    code: 'VT PP 4022',
    sub: 'plastic-pistons',
    types: ['bus', 'dorse'],
    en: 'Plastic piston for 4022 series air springs',
    tr: '4022 serisi körükler için plastik piston',
    oem: [['ContiTech', '4022 P']],
    specs: { max_height: '170', max_diameter: '235', weight: '1.2' },
  },
  {
    code: 'VT SP 4813',
    sub: 'steel-pistons',
    types: ['truck'],
    en: 'Steel piston for 4813 series air springs',
    tr: '4813 serisi körükler için çelik piston',
    oem: [
      ['ContiTech', '4813 S'],
      ['DAF', '1328386 S'],
    ],
    specs: { max_height: '200', max_diameter: '250', weight: '4.1' },
  },
  {
    code: 'VT SP 4759',
    sub: 'steel-pistons',
    types: ['truck', 'dorse'],
    en: 'Steel piston for 4759 series air springs',
    tr: '4759 serisi körükler için çelik piston',
    oem: [
      ['ContiTech', '4759 S'],
      ['MAN', '81436106013 S'],
    ],
    specs: { max_height: '195', max_diameter: '248', weight: '3.9' },
  },
  // Shock absorbers
  {
    code: 'VT SA 850001',
    sub: 'axle-shock-absorbers',
    types: ['truck'],
    en: 'Axle shock absorber, drive axle',
    tr: 'Aks amortisörü, tahrik aksı',
    oem: [
      ['Sachs', '300 044'],
      ['Monroe', 'T1140'],
      ['MAN', '81437016904'],
    ],
    specs: SHOCK(620, 380, 4.6),
  },
  {
    code: 'VT SA 850012',
    sub: 'axle-shock-absorbers',
    types: ['bus', 'bus2'],
    en: 'Axle shock absorber, bus front axle',
    tr: 'Aks amortisörü, otobüs ön aks',
    oem: [
      ['Sachs', '311 869'],
      ['Mercedes-Benz', 'A 628 326 01 00'],
    ],
    specs: SHOCK(580, 355, 4.2),
  },
  {
    code: 'VT SA 850020',
    sub: 'axle-shock-absorbers',
    types: ['dorse'],
    en: 'Axle shock absorber, trailer',
    tr: 'Aks amortisörü, dorse',
    oem: [
      ['Monroe', 'T5165'],
      ['BPW', '02.4619.48.00'],
      ['SAF', '2.329.0018.00'],
    ],
    specs: SHOCK(510, 320, 3.8),
  },
  {
    code: 'VT CS 130004',
    sub: 'cab-shock-absorbers',
    types: ['kabin'],
    en: 'Cab shock absorber, rear',
    tr: 'Kabin amortisörü, arka',
    oem: [
      ['Sachs', '105 823'],
      ['DAF', '1626424'],
    ],
    specs: SHOCK(265, 205, 1.1),
  },
  {
    code: 'VT CS 130015',
    sub: 'cab-shock-absorbers',
    types: ['kabin'],
    en: 'Cab shock absorber, front',
    tr: 'Kabin amortisörü, ön',
    oem: [
      ['Monroe', 'CB0204'],
      ['Scania', '1424398'],
    ],
    specs: SHOCK(245, 195, 0.9),
  },
  // Top plates and fittings
  {
    code: 'VT TP 4881',
    sub: 'top-plates',
    types: ['bus', 'truck'],
    en: 'Top plate with two studs and air inlet',
    tr: 'İki saplamalı, hava girişli üst tabla',
    oem: [
      ['ContiTech', '4881 TP'],
      ['Firestone', 'W01-358-9082 TP'],
    ],
    specs: { max_diameter: '270', thread: 'M12 × 1.5', weight: '1.1' },
  },
  {
    code: 'VT TP 4390',
    sub: 'top-plates',
    types: ['dorse'],
    en: 'Top plate with four studs for trailers',
    tr: 'Dorseler için dört saplamalı üst tabla',
    oem: [
      ['ContiTech', '4390 TP'],
      ['BPW', '05.429.40.05.0 TP'],
    ],
    specs: { max_diameter: '300', thread: 'M12 × 1.5', weight: '1.4' },
  },
  {
    code: 'VT AF M22',
    sub: 'air-fittings',
    types: ['bus', 'truck', 'dorse'],
    en: 'Push-in air connector M22 × 1.5',
    tr: 'Geçmeli hava rakoru M22 × 1,5',
    oem: [
      ['Voss', '232 NG 12'],
      ['Wabco', '893 000 000 4'],
    ],
    specs: { thread: 'M22 × 1.5', length: '38' },
  },
  {
    code: 'VT AF M12 SET',
    sub: 'air-fittings',
    types: ['bus', 'truck', 'dorse'],
    en: 'Top plate nut and washer set M12',
    tr: 'Üst tabla somun ve pul takımı M12',
    oem: [['ContiTech', 'M12 SET']],
    specs: { thread: 'M12 × 1.5', weight: '0.2' },
  },
  // Levelling valves
  {
    code: 'VT LV 464006',
    sub: 'height-control-valves',
    types: ['truck', 'dorse'],
    en: 'Levelling valve with lever',
    tr: 'Kollu seviye ayar valfi',
    oem: [
      ['Wabco', '464 006 100 0'],
      ['Knorr-Bremse', 'II 37490'],
    ],
    specs: { ports: '3', thread: 'M22 × 1.5', weight: '0.6' },
  },
  {
    code: 'VT LV 612',
    sub: 'height-control-valves',
    types: ['bus', 'bus2'],
    en: 'Levelling valve for buses',
    tr: 'Otobüsler için seviye ayar valfi',
    oem: [
      ['Wabco', '464 007 001 0'],
      ['Mercedes-Benz', 'A 000 327 02 56'],
    ],
    specs: { ports: '4', thread: 'M16 × 1.5', weight: '0.7' },
  },
  {
    code: 'VT LR 200',
    sub: 'valve-linkages',
    types: ['truck', 'dorse'],
    en: 'Valve linkage rod, 200 mm',
    tr: 'Valf bağlantı çubuğu, 200 mm',
    oem: [['Wabco', '433 401 003 0']],
    specs: { length: '200', weight: '0.1' },
  },
  {
    code: 'VT LR 300',
    sub: 'valve-linkages',
    types: ['truck', 'dorse', 'bus'],
    en: 'Valve linkage rod, adjustable 250–320 mm',
    tr: 'Valf bağlantı çubuğu, ayarlı 250–320 mm',
    oem: [
      ['Wabco', '433 401 005 0'],
      ['Knorr-Bremse', 'II 19836'],
    ],
    specs: { length: '320', weight: '0.1' },
  },
];

export const VEHICLES: Record<TransporterType, { en: string; tr: string }> = {
  bus: { en: 'city buses', tr: 'şehir içi otobüsler' },
  bus2: { en: 'coaches', tr: 'şehirlerarası otobüsler' },
  truck: { en: 'trucks', tr: 'kamyonlar' },
  dorse: { en: 'trailers', tr: 'dorseler' },
  kabin: { en: 'cab suspension', tr: 'kabin süspansiyonu' },
  seat: { en: 'seat suspension', tr: 'koltuk süspansiyonu' },
};
