import type { ContactInfoSection, MediaKind } from '@vitrin/shared-libs/types/api';
import { PUBLIC_ROUTES, routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import type { PartShape } from './drawings';

/** Demo content: pages, home page, media, page meta, contact details, social media and contracts. */

type Texts = { en: string; tr: string };

export interface SeedPage {
  key: string;
  title: Texts;
  body: Texts;
  /** Which demo image the page shows. */
  image: { kind: 'hero'; index: number } | { kind: 'category'; seo: string } | null;
}

export const PAGES: SeedPage[] = [
  {
    key: 'home',
    title: { en: 'Air suspension you can rely on', tr: 'Güvenebileceğiniz havalı süspansiyon' },
    body: {
      en: '<p>For more than thirty years we have designed and manufactured air springs and suspension parts for buses, trucks and trailers. Every part leaves our plant tested, traceable and ready to fit.</p>',
      tr: '<p>Otuz yılı aşkın süredir otobüs, kamyon ve dorseler için hava körükleri ve süspansiyon parçaları tasarlıyor ve üretiyoruz. Her parça fabrikamızdan test edilmiş, izlenebilir ve montaja hazır çıkar.</p>',
    },
    image: { kind: 'hero', index: 0 },
  },
  {
    key: 'about_us',
    title: { en: 'About Us', tr: 'Hakkımızda' },
    body: {
      en: `<h2>Three decades of air suspension</h2>
<p>Founded in 1991 as a small rubber workshop in Istanbul, we have grown into a manufacturer supplying air springs and suspension components to fleets, bodybuilders and distributors in more than 60 countries.</p>
<p>Our plant on 42,000 m² combines rubber mixing, bellows building, vulcanisation and final assembly under one roof. This lets us control every step that matters for the life of an air spring: the compound, the cord angle, the bead and the crimp.</p>
<h3>What we make</h3>
<ul><li>Rolling lobe and convoluted air springs for city buses and coaches</li><li>Air springs for trucks, tractor units and trailers</li><li>Cab and seat air springs</li><li>Pistons, top plates, shock absorbers and levelling valves</li></ul>`,
      tr: `<h2>Havalı süspansiyonda otuz yıl</h2>
<p>1991 yılında İstanbul'da küçük bir kauçuk atölyesi olarak kurulan şirketimiz, bugün 60'tan fazla ülkedeki filolara, üst yapı üreticilerine ve distribütörlere hava körüğü ve süspansiyon parçaları sağlayan bir üreticiye dönüştü.</p>
<p>42.000 m²'lik tesisimizde kauçuk karışımı, körük örme, vulkanizasyon ve montaj tek çatı altında yapılır. Böylece bir körüğün ömrünü belirleyen her adımı kontrol ederiz: karışım, kord açısı, topuk ve sıkıştırma.</p>
<h3>Ürettiklerimiz</h3>
<ul><li>Şehir içi ve şehirlerarası otobüsler için pistonlu ve katlı körükler</li><li>Kamyon, çekici ve dorse körükleri</li><li>Kabin ve koltuk körükleri</li><li>Pistonlar, üst tablalar, amortisörler ve seviye ayar valfleri</li></ul>`,
    },
    image: { kind: 'hero', index: 1 },
  },
  {
    key: 'vision_mission',
    title: { en: 'Vision, Mission & Values', tr: 'Vizyon, Misyon ve Değerler' },
    body: {
      en: `<h2>Vision</h2><p>To be the first name fleets think of when a vehicle has to ride level, safely and comfortably.</p>
<h2>Mission</h2><p>To make air suspension parts that fit first time and last longer, and to support our customers with honest advice and fast delivery.</p>
<h2>Values</h2><ul><li><strong>Reliability:</strong> we only ship what we have tested.</li><li><strong>Openness:</strong> clear prices, clear lead times, clear answers.</li><li><strong>Responsibility:</strong> towards our people, our customers and the environment.</li></ul>`,
      tr: `<h2>Vizyon</h2><p>Bir aracın dengeli, güvenli ve konforlu gitmesi gerektiğinde filoların aklına gelen ilk isim olmak.</p>
<h2>Misyon</h2><p>İlk seferde tam oturan ve daha uzun ömürlü havalı süspansiyon parçaları üretmek; müşterilerimizi dürüst tavsiye ve hızlı teslimatla desteklemek.</p>
<h2>Değerler</h2><ul><li><strong>Güvenilirlik:</strong> yalnızca test ettiğimizi sevk ederiz.</li><li><strong>Açıklık:</strong> net fiyat, net termin, net cevap.</li><li><strong>Sorumluluk:</strong> çalışanlarımıza, müşterilerimize ve çevreye karşı.</li></ul>`,
    },
    image: null,
  },
  {
    key: 'global_brand',
    title: { en: 'A Global Brand', tr: 'Global Bir Marka' },
    body: {
      en: "<p>Our parts are on the road in Europe, the Middle East, Africa and Latin America. Regional warehouses in Germany, Poland and the United Arab Emirates keep the most requested references in stock, so distributors receive orders within days, not weeks.</p><p>Every export shipment carries full documentation and OEM cross-references in the customer's language.</p>",
      tr: "<p>Parçalarımız Avrupa, Orta Doğu, Afrika ve Latin Amerika yollarında. Almanya, Polonya ve Birleşik Arap Emirlikleri'ndeki bölge depolarımız en çok talep edilen referansları stokta tutar; distribütörlerimiz siparişlerini haftalar değil günler içinde alır.</p><p>Her ihracat sevkiyatı, müşterinin dilinde eksiksiz belgeler ve OEM karşılıklarıyla gönderilir.</p>",
    },
    image: { kind: 'hero', index: 2 },
  },
  {
    key: 'sustainability',
    title: { en: 'Sustainability', tr: 'Sürdürülebilirlik' },
    body: {
      en: '<p>Since 2019 our plant has cut its energy use per part by 28 %. Rubber offcuts are ground and returned to non-critical compounds, steel scrap is fully recycled and 40 % of our electricity comes from rooftop solar panels.</p><p>Longer-lasting air springs are our biggest contribution: every replacement that is not needed saves rubber, steel and transport.</p>',
      tr: "<p>2019'dan bu yana tesisimiz parça başına enerji tüketimini %28 azalttı. Kauçuk kırpıntıları öğütülerek kritik olmayan karışımlara geri kazandırılıyor, çelik hurdanın tamamı geri dönüştürülüyor ve elektriğimizin %40'ı çatı üstü güneş panellerinden geliyor.</p><p>En büyük katkımız daha uzun ömürlü körükler: gerekmeyen her değişim kauçuk, çelik ve nakliyeden tasarruf demektir.</p>",
    },
    image: null,
  },
  {
    key: 'our_policies',
    title: { en: 'Our Policies', tr: 'Politikalarımız' },
    body: {
      en: '<h2>Occupational health and safety</h2><p>No order is urgent enough to justify an unsafe shortcut. Every shift starts with a safety briefing and every incident is investigated to its root cause.</p><h2>Environment</h2><p>We measure, report and reduce our energy use, waste and emissions, and we expect the same from our suppliers.</p><h2>Information security</h2><p>Customer and employee data are processed only for the purpose they were given for and are protected by technical and organisational measures.</p>',
      tr: '<h2>İş sağlığı ve güvenliği</h2><p>Hiçbir sipariş güvensiz bir kestirmeyi haklı çıkaracak kadar acil değildir. Her vardiya bir güvenlik brifingiyle başlar ve her olay kök nedenine kadar incelenir.</p><h2>Çevre</h2><p>Enerji tüketimimizi, atıklarımızı ve emisyonlarımızı ölçer, raporlar ve azaltırız; tedarikçilerimizden de aynısını bekleriz.</p><h2>Bilgi güvenliği</h2><p>Müşteri ve çalışan verileri yalnızca veriliş amacıyla işlenir ve teknik ve idari tedbirlerle korunur.</p>',
    },
    image: null,
  },
  {
    key: 'career',
    title: { en: 'Career', tr: 'Kariyer' },
    body: {
      en: '<p>We are always looking for engineers, technicians and sales people who like to see what they make on the road. Apprentices learn rubber processing from our most experienced masters, and every employee receives at least 40 hours of training a year.</p><p>Send us your application through the <a href="/human-resources">human resources form</a>; we answer every application.</p>',
      tr: '<p>Ürettiğini yolda görmekten hoşlanan mühendis, teknisyen ve satış profesyonellerini her zaman arıyoruz. Çıraklarımız kauçuk işlemeyi en deneyimli ustalarımızdan öğrenir ve her çalışanımız yılda en az 40 saat eğitim alır.</p><p>Başvurunuzu <a href="/human-resources">insan kaynakları formu</a> ile gönderin; her başvuruya yanıt veriyoruz.</p>',
    },
    image: null,
  },
  {
    key: 'quality_policy',
    title: { en: 'Quality Policy', tr: 'Kalite Politikası' },
    body: {
      en: '<p>Every air spring we make is leak-tested at 1.5 times its working pressure, and samples from every batch run on our fatigue rigs for at least two million cycles. Compounds are checked for hardness, tensile strength and ageing before they are released to production.</p><p>Our quality management system is certified to ISO 9001 and IATF 16949.</p>',
      tr: '<p>Ürettiğimiz her körük çalışma basıncının 1,5 katında sızdırmazlık testinden geçer ve her partiden alınan numuneler yorulma test düzeneklerimizde en az iki milyon çevrim çalışır. Karışımlar üretime verilmeden önce sertlik, çekme dayanımı ve yaşlanma açısından kontrol edilir.</p><p>Kalite yönetim sistemimiz ISO 9001 ve IATF 16949 belgelidir.</p>',
    },
    image: null,
  },
  {
    key: 'certificates',
    title: { en: 'Certificates', tr: 'Sertifikalar' },
    body: {
      en: '<p>Our management systems are certified to ISO 9001 (quality), IATF 16949 (automotive quality), ISO 14001 (environment) and ISO 45001 (occupational health and safety). Copies of the certificates are available on request.</p>',
      tr: '<p>Yönetim sistemlerimiz ISO 9001 (kalite), IATF 16949 (otomotiv kalite), ISO 14001 (çevre) ve ISO 45001 (iş sağlığı ve güvenliği) standartlarına göre belgelidir. Sertifika kopyaları talep üzerine gönderilir.</p>',
    },
    image: null,
  },
];

export interface SeedSlide {
  shape: PartShape;
  title: Texts;
  subtitle: Texts;
  link: string;
}

export const SLIDES: SeedSlide[] = [
  {
    shape: 'rolling_lobe',
    title: { en: 'Air springs built to ride level', tr: 'Dengeli sürüş için üretilmiş körükler' },
    subtitle: {
      en: 'More than 1,500 references for buses, trucks and trailers.',
      tr: "Otobüs, kamyon ve dorseler için 1.500'den fazla referans.",
    },
    link: routePath('categories', 'air_springs'),
  },
  {
    shape: 'convoluted',
    title: { en: 'Tested for two million cycles', tr: 'İki milyon çevrim test edildi' },
    subtitle: {
      en: 'Every batch runs on our fatigue rigs before it ships.',
      tr: 'Her parti sevkiyattan önce yorulma test düzeneklerimizde çalışır.',
    },
    link: PUBLIC_ROUTES.quality_policy,
  },
  {
    shape: 'shock',
    title: { en: 'Pistons, valves and shock absorbers', tr: 'Pistonlar, valfler ve amortisörler' },
    subtitle: {
      en: 'Everything a workshop needs to rebuild an air suspension.',
      tr: 'Bir servisin havalı süspansiyonu yenilemek için ihtiyaç duyduğu her şey.',
    },
    link: routePath('categories', 'spare_parts'),
  },
];

/** Category seo_names featured on the home page, in order. */
export const FEATURED_CATEGORIES = ['bus-air-springs', 'truck-air-springs', 'trailer-air-springs', 'pistons'];

export interface SeedHomeIcon {
  icon: 'phone' | 'mail' | 'map';
  title: Texts;
  link: Texts;
}

export const HOME_ICONS: SeedHomeIcon[] = [
  { icon: 'phone', title: { en: 'Call us', tr: 'Bizi arayın' }, link: { en: 'tel:+902125550123', tr: 'tel:+902125550123' } },
  {
    icon: 'mail',
    title: { en: 'Write to us', tr: 'Bize yazın' },
    link: { en: 'mailto:info@example.com', tr: 'mailto:info@example.com' },
  },
  {
    icon: 'map',
    title: { en: 'Visit us', tr: 'Bizi ziyaret edin' },
    link: { en: PUBLIC_ROUTES.contact, tr: PUBLIC_ROUTES.contact },
  },
];

export interface SeedMedia {
  kind: MediaKind;
  seo: string;
  publishedAt: string;
  videoUrl?: string;
  title: Texts;
  summary: Texts;
  body: Texts;
}

export const MEDIA: SeedMedia[] = [
  {
    kind: 'news',
    seo: 'new-fatigue-test-hall',
    publishedAt: '2025-10-14T09:00:00.000Z',
    title: { en: 'Our new fatigue test hall is running', tr: 'Yeni yorulma test salonumuz çalışıyor' },
    summary: {
      en: 'Twelve new rigs double the number of air springs we can test at the same time.',
      tr: 'On iki yeni düzenek, aynı anda test edebildiğimiz körük sayısını ikiye katlıyor.',
    },
    body: {
      en: '<p>Our new 1,800 m² test hall houses twelve servo-hydraulic rigs that run air springs through millions of cycles at controlled temperatures from −40 °C to +80 °C.</p>',
      tr: "<p>1.800 m²'lik yeni test salonumuzda, körükleri −40 °C ile +80 °C arasında kontrollü sıcaklıklarda milyonlarca çevrim çalıştıran on iki servo-hidrolik düzenek bulunuyor.</p>",
    },
  },
  {
    kind: 'news',
    seo: 'automechanika-2025',
    publishedAt: '2025-09-09T09:00:00.000Z',
    title: { en: 'Meet us at Automechanika', tr: "Automechanika'da buluşalım" },
    summary: {
      en: 'Our team showed the new trailer air spring range in Frankfurt.',
      tr: "Ekibimiz yeni dorse körüğü serisini Frankfurt'ta tanıttı.",
    },
    body: {
      en: '<p>Visitors to our stand saw the new trailer range with reinforced beads and the first results from our new test hall.</p>',
      tr: '<p>Standımızı ziyaret edenler, güçlendirilmiş topuklu yeni dorse serisini ve yeni test salonumuzdan ilk sonuçları gördü.</p>',
    },
  },
  {
    kind: 'news',
    seo: 'solar-roof-online',
    publishedAt: '2025-06-02T09:00:00.000Z',
    title: { en: '1.2 MW solar roof online', tr: '1,2 MW güneş çatısı devrede' },
    summary: {
      en: "Rooftop panels now cover 40 % of the plant's electricity.",
      tr: "Çatı panelleri artık tesisin elektriğinin %40'ını karşılıyor.",
    },
    body: {
      en: '<p>The second phase of our rooftop solar project went online in May, raising installed capacity to 1.2 MW.</p>',
      tr: "<p>Çatı güneş enerjisi projemizin ikinci aşaması mayıs ayında devreye girdi ve kurulu güç 1,2 MW'a ulaştı.</p>",
    },
  },
  {
    kind: 'news',
    seo: 'new-catalogue-2025',
    publishedAt: '2025-03-18T09:00:00.000Z',
    title: { en: 'The 2025 catalogue is out', tr: '2025 kataloğu yayında' },
    summary: {
      en: '220 new references and updated OEM cross-references.',
      tr: '220 yeni referans ve güncellenmiş OEM karşılıkları.',
    },
    body: {
      en: '<p>The new catalogue adds 220 references, mostly for trailers and coaches, and updates all OEM cross-references.</p>',
      tr: '<p>Yeni katalog, çoğu dorse ve şehirlerarası otobüsler için olmak üzere 220 referans ekliyor ve tüm OEM karşılıklarını güncelliyor.</p>',
    },
  },
  {
    kind: 'videos',
    seo: 'how-an-air-spring-is-made',
    publishedAt: '2025-08-01T09:00:00.000Z',
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    title: { en: 'How an air spring is made', tr: 'Bir hava körüğü nasıl üretilir' },
    summary: {
      en: 'From rubber compound to finished part in four minutes.',
      tr: 'Kauçuk karışımdan bitmiş parçaya dört dakikada.',
    },
    body: {
      en: '<p>A walk through our production line.</p><p><em>Demo video: the Blender Foundation’s open film “Big Buck Bunny” (CC BY 3.0), until your own video is added.</em></p>',
      tr: '<p>Üretim hattımızda bir tur.</p><p><em>Demo videosu: Blender Foundation’ın açık filmi “Big Buck Bunny” (CC BY 3.0); kendi videonuz eklenene kadar.</em></p>',
    },
  },
  {
    kind: 'videos',
    seo: 'fitting-a-trailer-air-spring',
    publishedAt: '2025-05-12T09:00:00.000Z',
    videoUrl: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
    title: { en: 'Fitting a trailer air spring', tr: 'Dorse körüğü montajı' },
    summary: {
      en: 'Step-by-step replacement on a BPW axle.',
      tr: 'BPW aksında adım adım değişim.',
    },
    body: {
      en: '<p>Our application engineer replaces an air spring on a trailer axle and explains the torque values.</p><p><em>Demo video: the Blender Foundation’s open film “Sintel” (CC BY 3.0), until your own video is added.</em></p>',
      tr: '<p>Uygulama mühendisimiz bir dorse aksında körük değiştiriyor ve sıkma torklarını anlatıyor.</p><p><em>Demo videosu: Blender Foundation’ın açık filmi “Sintel” (CC BY 3.0); kendi videonuz eklenene kadar.</em></p>',
    },
  },
  {
    kind: 'videos',
    seo: 'fatigue-test-in-slow-motion',
    publishedAt: '2025-02-20T09:00:00.000Z',
    videoUrl: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
    title: { en: 'A fatigue test in slow motion', tr: 'Ağır çekimde yorulma testi' },
    summary: {
      en: 'What two million cycles look like.',
      tr: 'İki milyon çevrim nasıl görünür.',
    },
    body: {
      en: '<p>High-speed footage from our test rigs.</p><p><em>Demo video: the Blender Foundation’s open film “Tears of Steel” (CC BY 3.0), until your own video is added.</em></p>',
      tr: '<p>Test düzeneklerimizden yüksek hızlı görüntüler.</p><p><em>Demo videosu: Blender Foundation’ın açık filmi “Tears of Steel” (CC BY 3.0); kendi videonuz eklenene kadar.</em></p>',
    },
  },
  {
    kind: 'photos',
    seo: 'production-line',
    publishedAt: '2025-07-07T09:00:00.000Z',
    title: { en: 'Our production line', tr: 'Üretim hattımız' },
    summary: { en: 'Bellows building, vulcanisation and assembly.', tr: 'Körük örme, vulkanizasyon ve montaj.' },
    body: { en: '<p>Photos from our plant.</p>', tr: '<p>Tesisimizden fotoğraflar.</p>' },
  },
  {
    kind: 'photos',
    seo: 'automechanika-stand',
    publishedAt: '2025-09-12T09:00:00.000Z',
    title: { en: 'Our stand at Automechanika', tr: 'Automechanika standımız' },
    summary: { en: 'Four days in Frankfurt.', tr: "Frankfurt'ta dört gün." },
    body: { en: '<p>Impressions from the fair.</p>', tr: '<p>Fuardan izlenimler.</p>' },
  },
  {
    kind: 'photos',
    seo: 'test-laboratory',
    publishedAt: '2025-04-03T09:00:00.000Z',
    title: { en: 'Inside the test laboratory', tr: 'Test laboratuvarının içinden' },
    summary: { en: 'Where every compound is checked.', tr: 'Her karışımın kontrol edildiği yer.' },
    body: { en: '<p>Hardness, tensile and ageing tests.</p>', tr: '<p>Sertlik, çekme ve yaşlanma testleri.</p>' },
  },
  {
    kind: 'blog',
    seo: 'when-to-replace-an-air-spring',
    publishedAt: '2025-10-01T09:00:00.000Z',
    title: { en: 'When should an air spring be replaced?', tr: 'Hava körüğü ne zaman değiştirilmeli?' },
    summary: {
      en: 'Five signs a workshop should not ignore.',
      tr: 'Bir servisin göz ardı etmemesi gereken beş işaret.',
    },
    body: {
      en: '<p>Cracks at the rolling lobe, chafing marks, a vehicle that sits low overnight, a leaking bead and a compressor that runs too often all point to a worn air spring.</p>',
      tr: '<p>Piston üzerindeki katlanma bölgesinde çatlaklar, sürtünme izleri, gece boyunca alçalan araç, sızdıran topuk ve çok sık çalışan kompresör aşınmış bir körüğe işaret eder.</p>',
    },
  },
  {
    kind: 'blog',
    seo: 'reading-oem-numbers',
    publishedAt: '2025-07-21T09:00:00.000Z',
    title: { en: 'How to read OEM cross-references', tr: 'OEM karşılıkları nasıl okunur' },
    summary: {
      en: 'One part, many numbers: a short guide.',
      tr: 'Tek parça, birçok numara: kısa bir rehber.',
    },
    body: {
      en: '<p>Vehicle makers, axle makers and air spring makers each number the same part differently. Our search ignores spaces, dashes and dots, so you can type a number as it is printed.</p>',
      tr: '<p>Araç üreticileri, aks üreticileri ve körük üreticileri aynı parçayı farklı numaralandırır. Aramamız boşlukları, tireleri ve noktaları dikkate almaz; numarayı basıldığı gibi yazabilirsiniz.</p>',
    },
  },
  {
    kind: 'blog',
    seo: 'winter-care',
    publishedAt: '2025-01-15T09:00:00.000Z',
    title: { en: 'Air suspension care in winter', tr: 'Kışın havalı süspansiyon bakımı' },
    summary: {
      en: 'Drain the tanks, check the dryer, wash off the salt.',
      tr: 'Tankları boşaltın, kurutucuyu kontrol edin, tuzu yıkayın.',
    },
    body: {
      en: '<p>Water in the air system freezes in valves and lines. Drain the tanks daily, replace the dryer cartridge on time and wash road salt off the bellows.</p>',
      tr: '<p>Hava sistemindeki su valflerde ve hatlarda donar. Tankları her gün boşaltın, kurutucu kartuşunu zamanında değiştirin ve körükler üzerindeki yol tuzunu yıkayın.</p>',
    },
  },
];

/** Route name (or category seo_name) → title and description per language; null titles fall back to the company name. */
export const PAGE_META: Record<string, { title: { en: string | null; tr: string | null }; description: Texts | null }> = {
  home: {
    title: { en: 'Air Springs and Air Suspension Parts', tr: 'Hava Körükleri ve Havalı Süspansiyon Parçaları' },
    description: {
      en: 'Air springs, pistons, shock absorbers and levelling valves for buses, trucks and trailers.',
      tr: 'Otobüs, kamyon ve dorseler için hava körükleri, pistonlar, amortisörler ve seviye ayar valfleri.',
    },
  },
  about_us: {
    title: { en: 'About Us', tr: 'Hakkımızda' },
    description: { en: 'Three decades of air suspension manufacturing.', tr: 'Otuz yıllık havalı süspansiyon üretimi.' },
  },
  vision_mission: {
    title: { en: 'Vision, Mission & Values', tr: 'Vizyon, Misyon ve Değerler' },
    description: { en: 'What drives us.', tr: 'Bizi yönlendiren ilkeler.' },
  },
  global_brand: {
    title: { en: 'A Global Brand', tr: 'Global Bir Marka' },
    description: { en: 'Our parts on the roads of more than 60 countries.', tr: "Parçalarımız 60'tan fazla ülkenin yollarında." },
  },
  sustainability: {
    title: { en: 'Sustainability', tr: 'Sürdürülebilirlik' },
    description: {
      en: 'Less energy, less waste, longer-lasting parts.',
      tr: 'Daha az enerji, daha az atık, daha uzun ömürlü parçalar.',
    },
  },
  our_policies: { title: { en: 'Our Policies', tr: 'Politikalarımız' }, description: null },
  career: { title: { en: null, tr: null }, description: null },
  quality_policy: {
    title: { en: 'Quality Policy', tr: 'Kalite Politikası' },
    description: { en: 'Tested at 1.5 times working pressure.', tr: 'Çalışma basıncının 1,5 katında test edilir.' },
  },
  certificates: { title: { en: 'Certificates', tr: 'Sertifikalar' }, description: null },
  categories: { title: { en: 'Product Groups', tr: 'Ürün Grupları' }, description: null },
  products: { title: { en: 'Products', tr: 'Ürünler' }, description: null },
  product_details: { title: { en: 'Product Details', tr: 'Ürün Detayı' }, description: null },
  search_products: { title: { en: 'Product Search', tr: 'Ürün Arama' }, description: null },
  news: { title: { en: 'News', tr: 'Haberler' }, description: null },
  videos: { title: { en: 'Videos', tr: 'Videolar' }, description: null },
  photos: { title: { en: 'Photos', tr: 'Fotoğraflar' }, description: null },
  blog: { title: { en: 'Blog', tr: 'Blog' }, description: null },
  catalogues: { title: { en: 'Catalogues', tr: 'Kataloglar' }, description: null },
  cart: { title: { en: 'Quote Cart', tr: 'Teklif Sepeti' }, description: null },
  checkout: { title: { en: null, tr: null }, description: null },
  contact: {
    title: { en: 'Contact', tr: 'İletişim' },
    description: { en: 'Phone, e-mail, address and contact form.', tr: 'Telefon, e-posta, adres ve iletişim formu.' },
  },
  human_resources: { title: { en: 'Job Application', tr: 'İş Başvurusu' }, description: null },
  contract: { title: { en: null, tr: null }, description: null },
  not_found: { title: { en: null, tr: null }, description: null },
  air_springs: {
    title: { en: 'Air Springs', tr: 'Hava Körükleri' },
    description: {
      en: 'Air springs for buses, trucks, trailers, cabs and seats.',
      tr: 'Otobüs, kamyon, dorse, kabin ve koltuklar için hava körükleri.',
    },
  },
  spare_parts: {
    title: { en: 'Spare Parts', tr: 'Yedek Parçalar' },
    description: {
      en: 'Pistons, shock absorbers, top plates and levelling valves.',
      tr: 'Pistonlar, amortisörler, üst tablalar ve seviye ayar valfleri.',
    },
  },
};

export interface SeedContactInfo {
  section: ContactInfoSection;
  name: Texts;
  content: Texts;
}

export const CONTACT_INFORMATION: SeedContactInfo[] = [
  {
    section: 'telefon',
    name: { en: 'Head office', tr: 'Merkez' },
    content: { en: '+90 212 555 01 23', tr: '+90 212 555 01 23' },
  },
  { section: 'telefon', name: { en: 'Sales', tr: 'Satış' }, content: { en: '+90 212 555 01 24', tr: '+90 212 555 01 24' } },
  {
    section: 'email',
    name: { en: 'General enquiries', tr: 'Genel' },
    content: { en: 'info@example.com', tr: 'info@example.com' },
  },
  { section: 'email', name: { en: 'Sales', tr: 'Satış' }, content: { en: 'sales@example.com', tr: 'satis@example.com' } },
  {
    section: 'adres',
    name: { en: 'Head office and plant', tr: 'Merkez ve fabrika' },
    content: {
      en: '<p>İkitelli Organised Industrial Zone, 4th Street No: 12<br>34490 Başakşehir, Istanbul, Türkiye</p>',
      tr: '<p>İkitelli Organize Sanayi Bölgesi, 4. Cadde No: 12<br>34490 Başakşehir / İstanbul</p>',
    },
  },
  {
    section: 'shift',
    name: { en: 'Working hours', tr: 'Çalışma saatleri' },
    content: { en: 'Monday–Friday 08:30–18:00, Saturday 09:00–13:00', tr: 'Pazartesi–Cuma 08:30–18:00, Cumartesi 09:00–13:00' },
  },
  {
    section: 'source_link',
    name: { en: 'Map', tr: 'Harita' },
    content: {
      en: 'https://www.openstreetmap.org/?mlat=41.0712&mlon=28.7921#map=16/41.0712/28.7921',
      tr: 'https://www.openstreetmap.org/?mlat=41.0712&mlon=28.7921#map=16/41.0712/28.7921',
    },
  },
];

export const SOCIAL_MEDIA = [
  { name: 'Facebook', uri: 'https://www.facebook.com/example', icon_name: 'bi-facebook' },
  { name: 'Instagram', uri: 'https://www.instagram.com/example', icon_name: 'bi-instagram' },
  { name: 'LinkedIn', uri: 'https://www.linkedin.com/company/example', icon_name: 'bi-linkedin' },
  { name: 'YouTube', uri: 'https://www.youtube.com/@example', icon_name: 'bi-youtube' },
];

export interface SeedContract {
  /** The contract's own name, and its name in each language. */
  name: string;
  names: Texts;
  seo_name: string | null;
  seo_name_tr: string | null;
  content: Texts;
}

export const CONTRACTS: SeedContract[] = [
  {
    name: 'KVKK Aydınlatma Metni',
    names: { en: 'Privacy Notice (KVKK)', tr: 'KVKK Aydınlatma Metni' },
    seo_name: null,
    seo_name_tr: 'kvkk-aydinlatma-metni',
    content: {
      en: `<h2>Personal Data Protection Notice</h2>
<p>Under the Turkish Personal Data Protection Law No. 6698 (KVKK), we, as data controller, inform you how we process your personal data.</p>
<h3>Which data we process</h3><p>Identity and contact details (name, company, e-mail, phone) and the content of the messages, quote requests, orders and job applications you send us.</p>
<h3>Why</h3><p>To answer your requests, prepare quotes, fulfil orders, evaluate applications and meet our legal obligations.</p>
<h3>Your rights</h3><p>Under Article 11 of the KVKK you may ask whether your data is processed, request its correction or deletion and object to its processing. Write to kvkk@example.com.</p>`,
      tr: `<h2>Kişisel Verilerin Korunması Aydınlatma Metni</h2>
<p>6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) uyarınca, veri sorumlusu sıfatıyla kişisel verilerinizi nasıl işlediğimizi açıklarız.</p>
<h3>İşlenen veriler</h3><p>Kimlik ve iletişim bilgileri (ad soyad, firma, e-posta, telefon) ile bize gönderdiğiniz mesajların, teklif taleplerinin, siparişlerin ve iş başvurularının içeriği.</p>
<h3>İşleme amaçları</h3><p>Taleplerinizi yanıtlamak, teklif hazırlamak, siparişleri yerine getirmek, başvuruları değerlendirmek ve yasal yükümlülüklerimizi yerine getirmek.</p>
<h3>Haklarınız</h3><p>KVKK'nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenebilir, düzeltilmesini veya silinmesini isteyebilir ve işlenmesine itiraz edebilirsiniz. Başvurularınız için: kvkk@example.com.</p>`,
    },
  },
  {
    name: 'Cookie Policy',
    names: { en: 'Cookie Policy', tr: 'Çerez Politikası' },
    seo_name: 'cookie-policy',
    seo_name_tr: 'cerez-politikasi',
    content: {
      en: `<h2>Cookie Policy</h2>
<p>This website uses only the cookies it needs to work: one that remembers your language (<code>_lang</code>, one year) and one that protects forms against cross-site request forgery (session). Analytics cookies are set only if you accept them.</p>`,
      tr: `<h2>Çerez Politikası</h2>
<p>Bu web sitesi yalnızca çalışması için gerekli çerezleri kullanır: dil tercihinizi hatırlayan çerez (<code>_lang</code>, bir yıl) ve formları siteler arası istek sahteciliğine karşı koruyan çerez (oturum). Analitik çerezler yalnızca onay vermeniz hâlinde kullanılır.</p>`,
    },
  },
  {
    name: 'Terms of Sale',
    names: { en: 'Terms of Sale', tr: 'Satış Sözleşmesi' },
    seo_name: 'terms-of-sale',
    seo_name_tr: 'satis-sozlesmesi',
    content: {
      en: `<h2>Terms of Sale</h2>
<p>Quotes are valid for 30 days. Prices are ex works Istanbul, excluding VAT, unless agreed otherwise in writing. Delivery times run from the date of written order confirmation.</p>
<p>All parts carry a 24-month warranty against manufacturing defects when fitted and used according to our instructions.</p>`,
      tr: `<h2>Satış Sözleşmesi</h2>
<p>Teklifler 30 gün geçerlidir. Aksi yazılı olarak kararlaştırılmadıkça fiyatlar İstanbul fabrika teslimi olup KDV hariçtir. Teslim süreleri yazılı sipariş onayı tarihinden itibaren başlar.</p>
<p>Talimatlarımıza uygun monte edilip kullanılan tüm parçalar, üretim hatalarına karşı 24 ay garantilidir.</p>`,
    },
  },
];

export const SITE_SETTINGS: Record<string, string> = {
  google_script: '',
  yandex_script: '',
  fb_pixel_script: '',
  keywords: 'air spring,air suspension,hava körüğü,bus air spring,truck air spring,trailer air spring,OEM',
};
