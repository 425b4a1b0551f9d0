import type { Translations } from "./en.ts";

/** Turkish. */
export const translations: Translations = {
  app: {
    name: "FunsClub",
    title: "Canlı skorlar, oranlar ve tahminler",
    home: "FunsClub ana sayfa",
    skipToContent: "İçeriğe geç",
  },
  nav: {
    main: "Ana menü",
    sports: "Sporlar",
    home: "Ana sayfa",
    live: "Canlı",
    tips: "Tahminler",
    ranking: "Sıralama",
    menu: "Menü",
  },
  sports: {
    soccer: "Futbol",
    tennis: "Tenis",
    basketball: "Basketbol",
    iceHockey: "Buz hokeyi",
    volleyball: "Voleybol",
  },
  header: {
    signIn: "Giriş yap",
    settings: "Ayarlar",
  },
  theme: {
    label: "Tema",
    dark: "Koyu",
    light: "Açık",
    switchToLight: "Açık temaya geç",
    switchToDark: "Koyu temaya geç",
  },
  language: {
    label: "Dil",
  },
  settings: {
    title: "Ayarlar",
    close: "Ayarları kapat",
    odds: "Oranları göster",
    oddsHint: "Her maçın yanında bahis oranları",
    timeZone: "Saat dilimi",
    timeZoneHint: "Başlama saatleri ve maç günleri bu dilime göre gösterilir",
  },
  sidebar: {
    sports: "Sporlar",
    topLeagues: "Popüler ligler",
    topLeaguesEmpty: "En çok takip edilen ligler yakında burada listelenecek.",
  },
  home: {
    today: "Bugün",
    topEvents: "Öne çıkan maçlar",
    topTournaments: "Öne çıkan turnuvalar",
    topTipsters: "En iyi tahminciler",
    popularTips: "Popüler tahminler",
    latestNews: "Son haberler",
  },
  empty: {
    liveTitle: "Canlı veriler birazdan geliyor",
    liveBody: "Skorlar, oranlar ve başlama saatleri veri akışı başlar başlamaz burada görünecek.",
    tournaments: "Günün en büyük turnuvaları yakında burada listelenecek.",
    tipsters: "Haftanın en iyi tahmincileri yakında burada sıralanacak.",
    tips: "Topluluğun en popüler tahminleri yakında burada görünecek.",
    news: "En son manşetler yakında burada görünecek.",
  },
  sportPage: {
    allMatches: "Tüm maçlar",
    live: "Canlı",
    views: "Maç görünümleri",
  },
  live: {
    title: "Canlı {{sport}}",
    emptyTitle: "Şu anda canlı maç yok",
    emptyBody:
      "Canlı skorlar birazdan geliyor. Oynanan maçlar burada görünecek ve anlık olarak güncellenecek.",
  },
  day: {
    days: "Bir gün seçin",
    today: "Bugün",
    emptyTitle: "Bu gün için henüz fikstür yok",
    emptyBody: "{{date}} için fikstür, sonuçlar ve oranlar birazdan geliyor.",
  },
  comingSoon: {
    badge: "Çok yakında",
    signInTitle: "Hesaplar yolda",
    signInBody:
      "Yakında takımları takip etmek, canlı sohbetlere katılmak ve FUN ile tahmin alıp satmak için giriş yapabileceksiniz.",
    tipsTitle: "Tahminler yolda",
    tipsBody: "Yakında tahminciler tahminlerini burada ücretsiz ya da FUN karşılığında paylaşacak.",
    rankingTitle: "Tahminci sıralaması yolda",
    rankingBody: "Yakında tahmincileri kâr, kazanma oranı ve seriye göre karşılaştırabileceksiniz.",
    backHome: "Ana sayfaya dön",
  },
  notFound: {
    code: "404",
    title: "Sayfa bulunamadı",
    body: "Aradığınız sayfa mevcut değil ya da taşınmış.",
    home: "Ana sayfaya git",
  },
  error: {
    title: "Hata :(",
    unknown: "Bir şeyler ters gitti.",
    reload: "Yeniden yükle",
  },
  cookies: {
    label: "Çerez bildirimi",
    message:
      "Ayarlarınızı hatırlamak ve FunsClub'ın nasıl kullanıldığını anlamak için çerezler kullanıyoruz.",
    accept: "Kabul et",
    saved: "Çerez tercihleri kaydedildi",
  },
  toasts: {
    region: "Bildirimler",
    close: "Bildirimi kapat",
  },
};
