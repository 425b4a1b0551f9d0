import type { Translations } from "./en.ts";

/** Indonesian. */
export const translations: Translations = {
  app: {
    name: "FunsClub",
    title: "Skor langsung, odds, dan prediksi",
    home: "Beranda FunsClub",
    skipToContent: "Lewati ke konten",
  },
  nav: {
    main: "Navigasi utama",
    sports: "Olahraga",
    home: "Beranda",
    live: "Langsung",
    tips: "Prediksi",
    ranking: "Peringkat",
    menu: "Menu",
  },
  sports: {
    soccer: "Sepak bola",
    tennis: "Tenis",
    basketball: "Bola basket",
    iceHockey: "Hoki es",
    volleyball: "Bola voli",
  },
  header: {
    signIn: "Masuk",
    settings: "Pengaturan",
  },
  theme: {
    label: "Tema",
    dark: "Gelap",
    light: "Terang",
    switchToLight: "Beralih ke tema terang",
    switchToDark: "Beralih ke tema gelap",
  },
  language: {
    label: "Bahasa",
  },
  settings: {
    title: "Pengaturan",
    close: "Tutup pengaturan",
    odds: "Tampilkan odds",
    oddsHint: "Odds bandar di samping setiap pertandingan",
    timeZone: "Zona waktu",
    timeZoneHint: "Waktu mulai dan hari pertandingan mengikuti zona ini",
  },
  sidebar: {
    sports: "Olahraga",
    topLeagues: "Liga teratas",
    topLeaguesEmpty: "Liga yang paling banyak diikuti akan segera tampil di sini.",
  },
  home: {
    today: "Hari ini",
    topEvents: "Pertandingan unggulan",
    topTournaments: "Turnamen unggulan",
    topTipsters: "Tipster teratas",
    popularTips: "Prediksi populer",
    latestNews: "Berita terbaru",
  },
  empty: {
    liveTitle: "Data langsung segera hadir",
    liveBody: "Skor, odds, dan waktu mulai akan tampil di sini begitu aliran data dimulai.",
    tournaments: "Kompetisi terbesar hari ini akan segera tampil di sini.",
    tipsters: "Tipster terbaik minggu ini akan segera diperingkat di sini.",
    tips: "Prediksi terpopuler dari komunitas akan segera tampil di sini.",
    news: "Berita utama terbaru akan segera tampil di sini.",
  },
  sportPage: {
    allMatches: "Semua pertandingan",
    live: "Langsung",
    views: "Tampilan pertandingan",
  },
  live: {
    title: "{{sport}} langsung",
    emptyTitle: "Belum ada pertandingan langsung",
    emptyBody:
      "Skor langsung segera hadir. Pertandingan yang sedang berlangsung akan tampil di sini dan diperbarui secara real time.",
  },
  day: {
    days: "Pilih hari",
    today: "Hari ini",
    emptyTitle: "Belum ada jadwal untuk hari tersebut",
    emptyBody: "Jadwal, hasil, dan odds untuk {{date}} segera hadir.",
  },
  comingSoon: {
    badge: "Segera hadir",
    signInTitle: "Akun segera hadir",
    signInBody:
      "Sebentar lagi kamu bisa masuk untuk mengikuti tim, bergabung di obrolan langsung, dan bertransaksi prediksi dengan FUN.",
    tipsTitle: "Prediksi segera hadir",
    tipsBody: "Sebentar lagi para tipster akan memublikasikan prediksi di sini, gratis atau dengan FUN.",
    rankingTitle: "Peringkat tipster segera hadir",
    rankingBody:
      "Sebentar lagi kamu bisa membandingkan tipster berdasarkan profit, rasio menang, dan rentetan kemenangan.",
    backHome: "Kembali ke beranda",
  },
  notFound: {
    code: "404",
    title: "Halaman tidak ditemukan",
    body: "Halaman yang kamu cari tidak ada atau sudah dipindahkan.",
    home: "Ke beranda",
  },
  error: {
    title: "Kesalahan :(",
    unknown: "Terjadi kesalahan.",
    reload: "Muat ulang",
  },
  cookies: {
    label: "Pemberitahuan cookie",
    message: "Kami menggunakan cookie untuk mengingat pengaturanmu dan memahami cara FunsClub digunakan.",
    accept: "Terima",
    saved: "Preferensi cookie disimpan",
  },
  toasts: {
    region: "Notifikasi",
    close: "Tutup notifikasi",
  },
};
